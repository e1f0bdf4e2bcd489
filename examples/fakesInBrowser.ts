// The package's service fakes in the browser, for a host's development build and browser tests.
// Once: `npx msw init public` puts msw's mockServiceWorker.js into the folder your dev server serves.
import { setupWorker } from 'msw/browser';
import type { SiteCode } from '@shop/shop-parts';
import { createServiceHandlers } from '@shop/shop-parts/testing';

/** Resolves once the worker answers the service calls; render after that (no top-level await needed). */
export function startFakeServices(site: SiteCode) {
  const { db, handlers } = createServiceHandlers({ site });
  return setupWorker(...handlers)
    .start({ onUnhandledRequest: 'bypass' })
    .then(() => db);
}
