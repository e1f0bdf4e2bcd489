import type { Page } from 'playwright-core';
import { SITE_CODES } from '../../config';
import { browserForThisFile } from './support/browser';
import { openShopPage, settled } from './support/demoPages';

jest.setTimeout(120000);

const session = browserForThisFile();

/** The salutation's shown text and the room its box gives text (its content box), in px. */
function salutationFit(page: Page): Promise<{ text: string; textWidth: number; room: number }> {
  return page.locator('select[name="salutation"]').evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.font = style.font;
    const text = select.selectedOptions[0]?.text ?? '';
    return {
      text,
      textWidth: context.measureText(text).width,
      room: select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    };
  });
}

/** The font size of the salutation's label (of the field itself should it have none), in px. */
function labelFontSize(page: Page): Promise<number> {
  return page.locator('select[name="salutation"]').evaluate((select: HTMLSelectElement) => parseFloat(getComputedStyle(select.labels?.[0] ?? select).fontSize));
}

/**
 * Text-only zoom: Chromium's default font size (the one a shopper sets in the browser's settings)
 * at 200 %, through CDP. The parts size their text in rem, so it grows with it; the layout in px
 * does not. Waits until the salutation's label has grown to 32 px (at most 10 s) and the page settled.
 */
async function zoomTextTo200(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  await cdp.detach();
  await page
    .waitForFunction(
      () => {
        const select = document.querySelector<HTMLSelectElement>('select[name="salutation"]');
        return select !== null && parseFloat(getComputedStyle(select.labels?.[0] ?? select).fontSize) === 32;
      },
      undefined,
      { timeout: 10000 },
    )
    .catch(() => undefined);
  await settled(page);
}

/** Every pair of the form's field labels whose text boxes overlap (more than half a pixel each way). */
function overlappingLabels(page: Page): Promise<string[]> {
  return page.getByTestId('newsletter-form').evaluate((form) => {
    const labels = [...form.querySelectorAll('label, legend')].filter((label) => label.closest('.sp-newsletter__trap') === null);
    const boxes = labels.map((label) => {
      const range = document.createRange();
      range.selectNodeContents(label);
      return { name: label.textContent?.trim() ?? '', box: range.getBoundingClientRect() };
    });
    const pairs: string[] = [];
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > 0.5 && y > 0.5 && a.box.width > 0 && b.box.width > 0) pairs.push(`"${a.name}" / "${b.name}"`);
      }),
    );
    return pairs;
  });
}

describe.each([1280, 375])('the sign-up fields at %i px', (width) => {
  // One page per site and width: the salutation's fit is read at the default text size, then the
  // same page has its text zoomed and its labels read (the zoom only grows text, so the fit is read first).
  it.each([...SITE_CODES])('%s: the salutation shows its whole placeholder, and with the text zoomed to 200 %% no two labels overlap', async (site) => {
    const { page } = await openShopPage(session, site, width);
    const fit = await salutationFit(page);
    expect(fit.text.length).toBeGreaterThan(0);
    // Half a pixel for the canvas' and the layout's rounding.
    expect({ text: fit.text, fits: fit.textWidth <= fit.room + 0.5 }).toEqual({ text: fit.text, fits: true });

    await zoomTextTo200(page);
    expect(await labelFontSize(page)).toBe(32);
    expect(await overlappingLabels(page)).toEqual([]);
    await page.close();
  });
});
