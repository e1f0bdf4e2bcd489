import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { settingsFromState } from '../../../config';
import { selectPanelHidden } from '../state/previewSlice';
import { isStaffPreviewPage } from '../logic/staffPreviewPage';

// Its own chunk: a shopper's page never downloads the panel, its dialog or its A/B picker.
const PreviewPanel = lazy(() => import('./PreviewPanel'));

/**
 * Where a host mounts the staff preview panel (inside ShopPartsProvider). It renders nothing
 * unless the page is the configured preview route and a staff cookie exists; the path and
 * cookies are read after mount, so the server render and the first client render agree.
 */
export function PreviewSlot() {
  const previewRoute = useSelector((state: unknown) => settingsFromState(state).previewRoute);
  const panelHidden = useSelector(selectPanelHidden);
  const [staffPage, setStaffPage] = useState(false);

  useEffect(() => {
    setStaffPage(isStaffPreviewPage(window.location.pathname, previewRoute));
  }, [previewRoute]);

  if (!staffPage || panelHidden) return null;
  return (
    <Suspense fallback={null}>
      <PreviewPanel />
    </Suspense>
  );
}
