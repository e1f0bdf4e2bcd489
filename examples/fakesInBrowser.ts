// The package's service fakes in the browser, for a host's development build and browser tests.
// Once: `npx msw init public` puts msw's mockServiceWorker.js into the folder your dev server serves.
import { setupWorker } from 'msw/browser';
import type { SiteCode } from '@shop/shop-parts';
import { createServiceHandlers } from '@shop/shop-parts/testing';

// The page's other requests go to the network, without a console warning. msw 2 reads
// `onUnhandledRequest`, msw 3 `onUnhandledFrame`, and each ignores the other's name.
const passOtherRequests = { onUnhandledRequest: 'bypass', onUnhandledFrame: 'bypass' } as const;

/** Resolves once the worker answers the service calls; render after that (no top-level await needed). */
export function startFakeServices(site: SiteCode) {
  const { db, handlers } = createServiceHandlers({ site });
  return setupWorker(...handlers)
    .start(passOtherRequests)
    .then(() => db);
}
