import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { useHydrated } from '../../../config';
import { selectStaffPreviewPage } from '../state/previewSlice';

// Its own chunk: a shopper's page never downloads the panel, its dialog or its A/B picker.
const PreviewPanel = lazy(() => import('./PreviewPanel').then((module) => ({ default: module.PreviewPanel })));

/**
 * Where the staff preview panel loads, its code on demand: what the public `PreviewSlot` and
 * ShopFooter's own slot render, in the parts' scope. It renders nothing unless the store says the page is the configured preview route
 * with a staff cookie (`selectStaffPreviewPage`): the route and cookies enter the store through the
 * page observer and the host's router (config/pageSlice.ts), so client-side navigation to the route
 * shows the panel and the server render (no page read yet) shows none. Each slot shows the panel:
 * a page holds one (ShopFooter's `previewSlot`).
 */
export function StaffPanelSlot() {
  const staffPage = useSelector(selectStaffPreviewPage);
  // The server renders no panel; hydration renders none either.
  const hydrated = useHydrated();
  if (!hydrated || !staffPage) return null;
  return (
    <Suspense fallback={null}>
      <PreviewPanel />
    </Suspense>
  );
}
