import { SITE_CODES } from '../../config';
import type { EngineName } from './support/engines/driver';
import { formArrivals, type FormArrival } from './support/engines/formArrival';
import { forEachEngine } from './support/engines/session';

// Nothing moves when the form arrives: the newsletter form replaces its placeholder as the shopper
// scrolls to the footer, and what follows it (on a phone the first accordion header) must stay
// where it was, or a tap aimed at it lands on the form. Measured, not compared with heights written
// here: a change to the form's texts or fields that makes it taller fails until
// features/newsletter/components/newsletter.css reserves the new height.
jest.setTimeout(120000);

/**
 * Phones (320, 360, 375, 412), tablets (768, and 1024 where the form lays out as on desktop) and
 * desktop: the narrowest width of each of the stylesheet's ranges, where the form is tallest.
 */
const WIDTHS = [320, 360, 375, 412, 768, 1024, 1280] as const;
/** At most 1 px: the layout's fractional heights rounded to device pixels. Anything more is a shift a shopper sees. */
const ROUNDING_PX = 1;

const FULL = process.env.NEWSLETTER_SHIFT_MATRIX === 'full';

/** The narrowest phone: where the form is tallest, and where a tap aimed at the header below it would land on it. */
const PHONE = 320;

/**
 * Every site in every engine at every width with NEWSLETTER_SHIFT_MATRIX=full (npm run bench runs
 * it so; WebKit takes about 10 s a page there). Otherwise every site at every width in Chromium,
 * and the phone width in Firefox and WebKit: in Firefox, whose forms are the tallest, the sites
 * with the longest texts (CH_FR, HU, TR); in WebKit, whose forms are the shortest, TR.
 */
function sitesFor(engine: EngineName): readonly string[] {
  if (FULL || engine === 'chromium') return SITE_CODES;
  return engine === 'firefox' ? ['CH_FR', 'HU', 'TR'] : ['TR'];
}

function widthsFor(engine: EngineName): readonly number[] {
  return FULL || engine === 'chromium' ? WIDTHS : [PHONE];
}

const measured: (FormArrival & { engine: EngineName; width: number })[] = [];

afterAll(() => {
  if (measured.length === 0) return;
  const rows = measured.map(
    (entry) =>
      `${entry.engine.padEnd(8)} ${String(entry.width).padStart(4)} ${entry.site.padEnd(5)} reserved ${entry.reserved.toFixed(1).padStart(6)}  form ${entry.formHeight.toFixed(1).padStart(6)}  shift ${entry.shift.toFixed(1).padStart(6)}`,
  );
  console.log(`The newsletter form's arrival (CSS px; the page in an iframe of each width):\n${rows.join('\n')}`);
});

forEachEngine((session) => {
  it.each(widthsFor(session.name))('at %i px wide, on each site, what follows the newsletter form stays where it was when the form arrives', async (width) => {
    const page = await session.page();
    const arrivals = await formArrivals(page, sitesFor(session.name), width);
    measured.push(...arrivals.map((arrival) => ({ ...arrival, engine: session.name, width })));
    const moved = arrivals.filter((arrival) => Math.abs(arrival.shift) > ROUNDING_PX).map(({ site, shift }) => ({ site, shift: Math.round(shift * 10) / 10 }));
    expect(moved).toEqual([]);
    expect(await page.errors()).toEqual([]);
  });
}, ['chromium', 'firefox', 'webkit']);
