import { Suspense, useEffect, type ReactNode } from 'react';
import { useFooterClicksUntilLive, type FooterProps } from '../../features/footer';
import { PartsScope } from '../../store';
// In the built package this import is `#loaded-footer` (scripts/buildPackage.ts): Node imports the
// footer with the entry, browsers and bundlers load it on demand.
import { LoadedFooterLayout, LoadedShopFooterLayout } from './LoadedFooter';
import type { ShopFooterProps } from './ShopFooterLayout';

export type { ShopFooterProps };

/** Renders nothing (server and browser agree); tells once the footer beside it has committed. */
function WhenLive({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}

/** The footer's code on demand, in the parts' scope: server HTML stays until it is live, and a click on it meanwhile is replayed then. */
function FooterOnDemand({ children }: { children: ReactNode }) {
  const onLive = useFooterClicksUntilLive();
  return (
    <PartsScope>
      <Suspense fallback={null}>
        {children}
        <WhenLive onLive={onLive} />
      </Suspense>
    </PartsScope>
  );
}

/**
 * The footer with the newsletter form and the staff preview slot in place: what most hosts mount.
 * A server renders it whole; in the browser its code is a chunk of its own (LoadedFooter.ts).
 */
export function ShopFooter(props: ShopFooterProps) {
  return (
    <FooterOnDemand>
      <LoadedShopFooterLayout {...props} />
    </FooterOnDemand>
  );
}

/** The footer alone; what the host passes as `newsletter` or `preview` renders inside it, in the parts' scope. */
export function Footer(props: FooterProps) {
  return (
    <FooterOnDemand>
      <LoadedFooterLayout {...props} />
    </FooterOnDemand>
  );
}
