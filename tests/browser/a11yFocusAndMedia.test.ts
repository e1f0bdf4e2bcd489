import type { Locator, Page } from 'playwright-core';
import { browserForThisFile } from './support/browser';
import { openGallery } from './support/keyboard';

jest.setTimeout(120000);

const session = browserForThisFile();

/** The area around a control, its focus ring included, as RGBA pixels (decoded by the page's canvas). */
async function pixelsAround(page: Page, control: Locator): Promise<number[]> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('the control has no box');
  const clip = { x: Math.max(0, box.x - 8), y: Math.max(0, box.y - 8), width: box.width + 16, height: box.height + 16 };
  const png = (await page.screenshot({ clip, animations: 'disabled', caret: 'hide' })).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    return Array.from(context.getImageData(0, 0, image.width, image.height).data);
  }, png);
}

function luminance(r: number, g: number, b: number): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The largest contrast ratio between a pixel unfocused and the same pixel focused (WCAG 2.4.13's change of pixels). */
async function focusContrast(page: Page, control: Locator): Promise<number> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const before = await pixelsAround(page, control);
  await control.focus();
  await expect(control.evaluate((element) => element.matches(':focus-visible'))).resolves.toBe(true);
  const after = await pixelsAround(page, control);
  expect(after).toHaveLength(before.length);
  let best = 1;
  for (let i = 0; i < before.length; i += 4) {
    const a = luminance(before[i] ?? 0, before[i + 1] ?? 0, before[i + 2] ?? 0);
    const b = luminance(after[i] ?? 0, after[i + 1] ?? 0, after[i + 2] ?? 0);
    best = Math.max(best, (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05));
  }
  return best;
}

describe('focus indicators change pixels at >= 3:1 (2.4.7, 1.4.11)', () => {
  it.each([375, 1280])("PL's quality-logo link at %i px", async (width) => {
    const { page } = await session.open('/?site=PL', width);
    await page.evaluate(() => document.getElementById('shop-footer')?.scrollIntoView({ block: 'start' }));
    await page.locator('#shop-footer[data-hydrated]').waitFor();
    const link = page.locator('.sp-footer__quality .sp-footer__logos a').first();
    if (!(await link.isVisible())) {
      // The phone footer keeps the logos in a closed accordion panel: open the one that holds them.
      await page.locator('.sp-accordion__item').filter({ has: page.locator('.sp-footer__quality') }).locator('button').first().click();
    }
    await link.waitFor({ state: 'visible' });
    expect(await focusContrast(page, link)).toBeGreaterThanOrEqual(3);
  });

  it("the gallery slider's buttons", async () => {
    const { page } = await openGallery(session, '.sp-slider', 1280);
    const buttons = page.locator('.sp-slider__button');
    expect(await buttons.count()).toBeGreaterThan(0);
    for (const button of await buttons.all()) expect(await focusContrast(page, button)).toBeGreaterThanOrEqual(3);
  });
});

describe('emulated user preferences', () => {
  it('forced colours give the modal a visible edge', async () => {
    const { page } = await openGallery(session, '#display-widgets', 1280);
    await page.emulateMedia({ forcedColors: 'active' });
    await page.getByRole('button', { name: 'Open modal size M' }).click();
    const width = await page.locator('dialog[open]').evaluate((dialog) => parseFloat(getComputedStyle(dialog).borderTopWidth));
    expect(width).toBeGreaterThan(0);
  });

  it('reduced motion stops the accordion chevrons turning', async () => {
    const { page } = await session.open('/?site=DE', 375);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.evaluate(() => document.getElementById('shop-footer')?.scrollIntoView({ block: 'start' }));
    await page.locator('#shop-footer[data-hydrated]').waitFor();
    const durations = await page.locator('.sp-accordion__chevron').evaluateAll((chevrons) => chevrons.map((chevron) => getComputedStyle(chevron).transitionDuration));
    expect(durations.length).toBeGreaterThan(0);
    expect(durations.every((duration) => duration.split(',').every((part) => parseFloat(part) === 0))).toBe(true);
  });
});
