// The footer content of the streamed pages, a moment after the shell, as a slow content service
// would send it. For a browser's page load the moment lasts until the service fakes have answered
// the footer's promotion, which the browser asks for once the shell has hydrated and the sagas run:
// the boundary's HTML then always reaches the page after that answer, however busy the machine.
import { loadFooterContent, type FooterContent } from '@shop/shop-parts/server';
import { site } from './site';

/** On globalThis: Next.js bundles the route handler and the pages apart, each with a copy of this module. */
const ANSWERED_AT = '__hostPromotionAnsweredAt';
type HostGlobal = typeof globalThis & { [ANSWERED_AT]?: number };

/** The promotion's route handler (service/promotion/[...path]/route.ts) calls this when it has answered. */
export function notePromotionAnswered(): void {
  (globalThis as HostGlobal)[ANSWERED_AT] = Date.now();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The content 1.5 s after `requestedAt`; for a browser's page load (`sec-fetch-dest: document`), not
 * before the promotion was answered after `requestedAt` and its answer had 300 ms to reach the
 * browser, nor later than 10 s. Other clients (the tests' fetch, a crawler) ask for no promotion.
 */
export async function slowFooterContent(requestedAt: number, fromBrowser: boolean): Promise<FooterContent> {
  await sleep(1500);
  if (fromBrowser) {
    const deadline = requestedAt + 10_000;
    while (((globalThis as HostGlobal)[ANSWERED_AT] ?? 0) < requestedAt && Date.now() < deadline) await sleep(50);
    await sleep(300);
  }
  return loadFooterContent(site);
}
