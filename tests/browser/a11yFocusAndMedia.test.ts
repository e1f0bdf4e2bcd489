import type { ElementHandle, Locator, Page } from 'playwright-core';
import { browserForThisFile, demoUrl } from './support/browser';
import { staffLogin } from './support/staffLogin';
import { AUDITED_SITES, openShopPage, settled } from './support/demoPages';
import { openGallery } from './support/keyboard';

jest.setTimeout(300000);

const session = browserForThisFile();

/** The largest contrast ratio between a pixel unfocused and the same pixel focused (WCAG 2.4.13's change of pixels). */
async function focusContrast(page: Page, control: Locator): Promise<number> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('the control has no box');
  const unfocusedPng = await shotAround(page, box);
  await control.focus();
  await expect(control.evaluate((element) => element.matches(':focus-visible'))).resolves.toBe(true);
  return shotContrast(page, await shotAround(page, box), unfocusedPng);
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

/** The shot of the area around a control (its ring included), as a PNG in base64. */
async function shotAround(page: Page, box: { x: number; y: number; width: number; height: number }): Promise<string> {
  const clip = { x: Math.max(0, box.x - 8), y: Math.max(0, box.y - 8), width: box.width + 16, height: box.height + 16 };
  return (await page.screenshot({ clip, animations: 'disabled', caret: 'hide' })).toString('base64');
}

/** The largest contrast ratio between a pixel in one shot and the same pixel in the other, computed in the page (one number back, not the pixels). */
function shotContrast(page: Page, focusedPng: string, unfocusedPng: string): Promise<number> {
  return page.evaluate(async (pngs) => {
    const pixels = async (data: string) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      return context.getImageData(0, 0, image.width, image.height).data;
    };
    const [a, b] = await Promise.all(pngs.map(pixels));
    if (!a || !b || a.length !== b.length) throw new Error('the two shots differ in size');
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = (data: Uint8ClampedArray, i: number) => 0.2126 * channel(data[i] ?? 0) + 0.7152 * channel(data[i + 1] ?? 0) + 0.0722 * channel(data[i + 2] ?? 0);
    let best = 1;
    for (let i = 0; i < a.length; i += 4) {
      const x = luminance(a, i);
      const y = luminance(b, i);
      best = Math.max(best, (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05));
    }
    return best;
  }, [focusedPng, unfocusedPng]);
}

interface Reached {
  handle: ElementHandle;
  /** Tag, name and place, for the failure message. */
  name: string;
  /** Where its box was, with the focus on it after Tab and the page settled, if not wholly in the viewport. */
  outOfView: string | null;
}

/** While the walk runs, each control that takes the focus is put at the bottom edge of the viewport. */
type EdgeWindow = Window & { walkSeen?: Set<Element>; walkLast?: Element; toBottomEdge?: (event: FocusEvent) => void };

/**
 * Presses Tab from where the focus is (the top of a fresh page) until it leaves the page or comes
 * back to a control already reached. Each control, as it takes the focus, is scrolled to the bottom
 * edge of the viewport (synchronously, in the focus event, before any frame): the worst place for
 * it when something appears above it. Then the page settles (a field left by Tab shows its error a
 * frame later, above the next control) before the focused control's box is read.
 */
async function walkWithTab(page: Page, includeFocused = false): Promise<Reached[]> {
  await page.evaluate(() => {
    const edge = window as EdgeWindow;
    edge.toBottomEdge = (event) => {
      if (event.target instanceof Element) event.target.scrollIntoView({ block: 'end', inline: 'nearest' });
    };
    document.addEventListener('focusin', edge.toBottomEdge, true);
  });
  try {
    return await walkFrom(page, includeFocused);
  } finally {
    await page.evaluate(() => {
      const edge = window as EdgeWindow;
      if (edge.toBottomEdge) document.removeEventListener('focusin', edge.toBottomEdge, true);
    });
  }
}

async function walkFrom(page: Page, includeFocused: boolean): Promise<Reached[]> {
  const reached: Reached[] = [];
  /** 'next' for a control not reached before, 'same' for the last one again (Tab between a time input's hour and minute), else 'done'. */
  const read = async (): Promise<'next' | 'same' | 'done'> => {
    await settled(page);
    const kind = await page.evaluate(() => {
      const walk = window as EdgeWindow;
      const seen = (walk.walkSeen ??= new Set());
      const element = document.activeElement;
      if (!element || element === document.body) return 'done';
      if (element === walk.walkLast) return 'same';
      if (seen.has(element)) return 'done';
      seen.add(element);
      walk.walkLast = element;
      return 'next';
    });
    if (kind !== 'next') return kind;
    const element = (await page.evaluateHandle(() => (window as EdgeWindow).walkLast ?? null)).asElement();
    if (!element) throw new Error('the control just reached is gone');
    const seen = await element.evaluate((control) => {
      const box = control.getBoundingClientRect();
      const { clientWidth, clientHeight } = document.documentElement;
      // A control bigger than the viewport counts as in view when it fills it.
      const fitsY = box.top >= -0.5 && box.bottom <= clientHeight + 0.5;
      const fillsY = box.height > clientHeight && box.top <= 0 && box.bottom >= clientHeight;
      const fitsX = box.left >= -0.5 && box.right <= clientWidth + 0.5;
      const label = control.getAttribute('aria-label') ?? control.getAttribute('name') ?? control.textContent?.trim().slice(0, 40) ?? '';
      const place = control.parentElement?.closest('[class^="sp-"], [class*=" sp-"], [id]');
      const where = place ? `${place.id ? `#${place.id}` : ''}.${(place.getAttribute('class') ?? '').split(' ')[0] ?? ''}` : '';
      return {
        name: `<${control.tagName.toLowerCase()}> "${label}" in ${where}`,
        outOfView: (fitsY || fillsY) && fitsX ? null : `y ${Math.round(box.top)}..${Math.round(box.bottom)}, x ${Math.round(box.left)}..${Math.round(box.right)} in ${clientWidth}x${clientHeight}`,
      };
    });
    reached.push({ handle: element, ...seen });
    return 'next';
  };
  if (includeFocused && (await read()) === 'done') return reached;
  for (let press = 0; press < 400; press += 1) {
    await page.keyboard.press('Tab');
    if ((await read()) === 'done') return reached;
  }
  throw new Error('Tab did not leave the page within 400 presses');
}

/** focusContrast for a control the walk reached: one shot focused, one unfocused, of the same area. */
async function ringContrast(page: Page, control: ElementHandle): Promise<number> {
  await control.evaluate((element) => (element as HTMLElement).focus());
  await settled(page);
  expect(await control.evaluate((element) => (element as Element).matches(':focus-visible'))).toBe(true);
  const box = await control.boundingBox();
  if (!box) throw new Error('the control has no box');
  const focusedPng = await shotAround(page, box);
  await control.evaluate((element) => (element as HTMLElement).blur());
  await settled(page);
  const unfocusedPng = await shotAround(page, box);
  return shotContrast(page, focusedPng, unfocusedPng);
}

/** Walks the page with Tab, then measures every control reached; the failures in words, '' when none. */
async function auditFocus(page: Page, includeFocused = false): Promise<{ count: number; failures: string }> {
  const reached = await walkWithTab(page, includeFocused);
  const failures: string[] = reached.filter((control) => control.outOfView).map((control) => `out of view while focused: ${control.name} (${control.outOfView ?? ''})`);
  for (const control of reached) {
    const ratio = await ringContrast(page, control.handle);
    if (ratio < 3) failures.push(`focus ring ${ratio.toFixed(2)}:1: ${control.name}`);
  }
  return { count: reached.length, failures: failures.join('\n') };
}

describe('every control reached by Tab: its ring changes pixels >= 3:1, and it is in view while focused (2.4.7, 1.4.11, 2.4.11)', () => {
  const pages = AUDITED_SITES.flatMap((site) => [375, 1280].map((width) => [site, width] as const));
  it.each(pages)('%s at %i px (footer hydrated, the sign-up form extended)', async (site, width) => {
    const { page } = await openShopPage(session, site, width);
    await page.setViewportSize({ width, height: 800 });
    const { count, failures } = await auditFocus(page);
    expect(count).toBeGreaterThan(20);
    expect(failures).toBe('');
    await page.close();
  });

  it.each([375, 1280])('the widget gallery at %i px', async (width) => {
    const { page } = await openGallery(session, '#display-widgets', width);
    const { count, failures } = await auditFocus(page);
    expect(count).toBeGreaterThan(20);
    expect(failures).toBe('');
    await page.close();
  });

  it('the staff panel and its settings dialog', async () => {
    await session.context.addCookies([{ name: 'StaffAuthToken', value: staffLogin(), url: demoUrl('/') }]);
    const { page } = await session.open('/');
    const panel = page.getByRole('region', { name: 'Staff preview' });
    await panel.waitFor();
    const onPage = await auditFocus(page);
    expect(onPage.failures).toBe('');
    await page.evaluate(() => window.scrollTo(0, 0));
    await panel.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview settings' });
    await dialog.getByText('Active tests found.').waitFor();
    // The dialog opens with the focus on its first field; Tab goes round inside it.
    await page.evaluate(() => {
      delete (window as EdgeWindow).walkSeen;
      delete (window as EdgeWindow).walkLast;
    });
    const inDialog = await auditFocus(page, true);
    expect(inDialog.count).toBeGreaterThan(3);
    expect(inDialog.failures).toBe('');
    await page.close();
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
