import { BLANK_PATH } from './demoProxy';
import type { EnginePage } from './enginePage';

/** What one site's footer newsletter slot did when the form replaced its placeholder (CSS pixels). */
export interface FormArrival {
  site: string;
  /** The placeholder's height just before the form replaced it (its reservation). */
  reserved: number;
  /** The form's own height once it stands still (the slot keeps at least the reservation around it). */
  formHeight: number;
  /**
   * How far what follows the slot (the teasers; on a phone the first accordion header) moved
   * relative to the slot's top, from the last moment the placeholder was there to when the form stands still.
   */
  shift: number;
}

/** How long the frames may take to load, scroll and settle (a busy two-core machine runs nine demo pages at once). */
const DEADLINE_MS = 60000;

/**
 * Opens the demo of each site in an iframe of exactly `width` × `height` (an iframe is a viewport of
 * its own: the media queries and the near-viewport loading see `width`, in every engine, also below
 * the narrowest window MiniBrowser allows), on one blank page of the demo's origin, stacked on each
 * other inside the window: all at once in Chromium and Firefox, one after the other in WebKit. In each, once loaded and with the form not there yet, it watches
 * the footer's newsletter slot, scrolls the footer into view as a shopper scrolling down would, and
 * waits until the form has arrived and nothing in the slot changed for 500 ms (its picture loaded, where it shows one).
 */
export async function formArrivals(page: EnginePage, sites: readonly string[], width: number, height = 915): Promise<FormArrival[]> {
  // WebKitGTK loads none of nine stacked frames' forms within a minute (one frame alone takes seconds): there, one frame after the other.
  const parallel = page.engine === 'chromium' || page.engine === 'firefox';
  await page.open(BLANK_PATH, Math.max(width, 1280), height);
  const frameHeight = Math.min(height, await page.evaluate(() => window.innerHeight));
  // Started here, collected below: WebDriver's script time-out (30 s) is shorter than nine busy frames may take.
  await page.evaluate(
    (siteList: string[], frameWidth: number, frameHeightPx: number, deadlineMs: number, together: boolean) => {
      document.body.style.margin = '0';
      const done: unknown[] = [];
      Object.assign(window, { __formArrivals: done });
      const measureOne = (site: string) =>
        new Promise<{ site: string; error?: string; width?: number; reserved?: number; formHeight?: number; shift?: number }>((resolve) => {
          const started = Date.now();
          const frame = document.createElement('iframe');
          frame.title = site;
          frame.style.cssText = `position:absolute;left:0;top:0;border:0;width:${String(frameWidth)}px;height:${String(frameHeightPx)}px`;
          frame.addEventListener('load', () => {
            const win = frame.contentWindow;
            const doc = frame.contentDocument;
            const island = doc?.querySelector('#shop-footer');
            // Looked up at each record: should the island's render replace the server's slot, the new one counts.
            const slotNow = () => doc?.querySelector('#shop-footer .sp-footer__newsletter') ?? null;
            let slot = slotNow();
            if (!win || !doc || !island || !slot?.nextElementSibling) {
              resolve({ site, error: 'no newsletter slot with something after it in the footer' });
              return;
            }
            const hasPlaceholder = () => slot?.querySelector('.sp-newsletter-placeholder') != null;
            if (!hasPlaceholder()) {
              resolve({ site, error: 'the form was there before the footer was scrolled to' });
              return;
            }
            // The frame's own observers (the DOM typings give a window no constructors).
            const frameGlobals = win as unknown as typeof globalThis;
            const records: { placeholder: boolean; offset: number; height: number }[] = [];
            // Read in the observers' callbacks: right after a change of the slot, before the next paint.
            const record = () => {
              const current = slotNow();
              if (!current?.nextElementSibling) return;
              if (current !== slot) {
                slot = current;
                resized.observe(current);
              }
              const slotBox = current.getBoundingClientRect();
              records.push({ placeholder: hasPlaceholder(), offset: current.nextElementSibling.getBoundingClientRect().top - slotBox.top, height: slotBox.height });
            };
            const resized = new frameGlobals.ResizeObserver(record);
            resized.observe(slot);
            const mutated = new frameGlobals.MutationObserver(record);
            mutated.observe(island, { childList: true, subtree: true, attributes: true });
            record();
            doc.querySelector('#shop-footer')?.scrollIntoView();
            let seen = records.length;
            let quietSince = Date.now();
            // The form with its fields, and its picture loaded where one is rendered (below 767 px none is).
            const formReady = () => {
              const form = slotNow()?.querySelector('[data-testid="newsletter-form"]');
              return (
                form != null &&
                form.querySelector('input[name="email"]') !== null &&
                [...form.querySelectorAll('img')].every((image) => image.getClientRects().length === 0 || image.complete)
              );
            };
            const check = () => {
              if (records.length !== seen) {
                seen = records.length;
                quietSince = Date.now();
              }
              if (formReady() && Date.now() - quietSince >= 500) {
                resized.disconnect();
                mutated.disconnect();
                record();
                const before = records.filter((entry) => entry.placeholder).at(-1);
                const after = records.at(-1);
                if (!before || !after || after.placeholder) resolve({ site, error: `no placeholder-to-form change seen: ${JSON.stringify(records)}` });
                else {
                  const formHeight = slotNow()?.querySelector('[data-testid="newsletter-form"]')?.getBoundingClientRect().height ?? NaN;
                  resolve({ site, width: win.innerWidth, reserved: before.height, formHeight, shift: after.offset - before.offset });
                }
                return;
              }
              if (Date.now() - started > deadlineMs) {
                resolve({ site, error: `the form did not arrive and settle in time: ${JSON.stringify(records)}` });
                return;
              }
              setTimeout(check, 50);
            };
            check();
          }, { once: true });
          frame.src = `/?site=${site}`;
          document.body.append(frame);
        });
      if (together) for (const site of siteList) void measureOne(site).then((result) => done.push(result));
      else
        void siteList.reduce(
          (previous, site) =>
            previous.then(async () => {
              done.push(await measureOne(site));
              document.querySelector('iframe')?.remove();
            }),
          Promise.resolve(),
        );
    },
    [...sites],
    width,
    frameHeight,
    DEADLINE_MS,
    parallel,
  );
  type Result = { site: string; error?: string; width?: number; reserved?: number; formHeight?: number; shift?: number };
  let results: Result[] = [];
  for (const until = Date.now() + (DEADLINE_MS + 5000) * (parallel ? 1 : sites.length); results.length < sites.length; ) {
    if (Date.now() > until) throw new Error(`${page.engine} at ${String(width)} px: only ${String(results.length)} of ${String(sites.length)} frames reported`);
    await new Promise((later) => setTimeout(later, 250));
    results = await page.evaluate(() => (window as unknown as { __formArrivals: Result[] }).__formArrivals);
  }
  results.sort((a, b) => sites.indexOf(a.site) - sites.indexOf(b.site));
  return results.map((result) => {
    const where = `${page.engine}, ${result.site} at ${String(width)} px`;
    if (result.error !== undefined) throw new Error(`${where}: ${result.error}`);
    if (result.width !== width) throw new Error(`${where}: laid out at ${String(result.width)} px`);
    return { site: result.site, reserved: result.reserved ?? NaN, formHeight: result.formHeight ?? NaN, shift: result.shift ?? NaN };
  });
}
