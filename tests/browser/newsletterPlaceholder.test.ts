import { demoUrl } from './support/browser';
import { launchChromium, type ChromiumSession } from '../../scripts/chromium';

jest.setTimeout(60000);

let session: ChromiumSession;
beforeAll(async () => {
  session = await launchChromium('placeholder');
});
afterAll(async () => session.close());

/**
 * Records, each time the footer's newsletter slot changes size, whether it still holds the
 * placeholder and the document y of what follows it (the teasers: on a phone the first accordion
 * header). Runs before the page's scripts, so the server HTML's placeholder is observed too.
 */
const RECORDER = `
  window.__slotRecords = [];
  new MutationObserver((_, observer) => {
    const slot = document.querySelector('#shop-footer .sp-footer__newsletter');
    if (!slot) return;
    observer.disconnect();
    new ResizeObserver(() => {
      const next = slot.nextElementSibling;
      window.__slotRecords.push({
        placeholder: slot.querySelector('.sp-newsletter-placeholder') !== null,
        y: next ? next.getBoundingClientRect().top + window.scrollY : NaN,
      });
    }).observe(slot);
  }).observe(document, { childList: true, subtree: true });
`;

interface SlotRecord { placeholder: boolean; y: number }

/** How far what follows the form moves when the form replaces its placeholder, scrolling to the footer. */
async function shiftWhenTheFormArrives(site: string, width: number): Promise<number> {
  const page = await session.context.newPage();
  await page.setViewportSize({ width, height: 915 });
  await page.addInitScript(RECORDER);
  await page.goto(demoUrl(`/?site=${site}`), { waitUntil: 'networkidle' });
  await page.evaluate('document.querySelector("#shop-footer").scrollIntoView()');
  await page.locator('#shop-footer [data-testid="newsletter-form"] input[name="email"]').waitFor();
  await page.waitForTimeout(300); // let the last resize be observed
  const records = await page.evaluate<SlotRecord[]>('window.__slotRecords');
  await page.close();
  const before = records.filter((record) => record.placeholder).at(-1);
  const after = records.at(-1);
  if (!before || !after || after.placeholder) throw new Error(`no placeholder-to-form change seen: ${JSON.stringify(records)}`);
  return Math.round(after.y - before.y);
}

// The footer below the form must not move when the form arrives, or a tap aimed at an accordion header lands on the form.
describe.each([412, 1280])('at %i px wide', (width) => {
  it.each(['DE', 'AT', 'CH', 'CH_FR', 'CZ', 'HU', 'SK', 'TR', 'PL'])('%s: what follows the newsletter form stays where it was when the form arrives', async (site) => {
    const shift = await shiftWhenTheFormArrives(site, width);
    expect({ site, width, shift: Math.abs(shift) <= 3 ? 'under 4 px' : shift }).toEqual({ site, width, shift: 'under 4 px' });
  });
});
