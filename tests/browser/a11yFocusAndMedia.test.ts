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

/**
 * While the walk runs, each control that takes the focus is put at the bottom edge of the viewport;
 * the controls reached so far, in order, and the last one.
 */
type EdgeWindow = Window & { walkSeen?: Set<Element>; walkReached?: Element[]; walkLast?: Element; toBottomEdge?: (event: FocusEvent) => void };

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
    edge.walkSeen = new Set();
    edge.walkReached = [];
    delete edge.walkLast;
    edge.toBottomEdge = (event) => {
      if (event.target instanceof Element) event.target.scrollIntoView({ block: 'end', inline: 'nearest' });
    };
    document.addEventListener('focusin', edge.toBottomEdge, true);
  });
  try {
    const seen = await walkFrom(page, includeFocused);
    const handles = await page.evaluateHandle(() => (window as EdgeWindow).walkReached ?? []);
    const reached = await Promise.all(
      seen.map(async (control, index) => {
        const handle = (await handles.getProperty(String(index))).asElement();
        if (!handle) throw new Error(`the control reached as ${control.name} is gone`);
        return { handle, ...control };
      }),
    );
    await handles.dispose();
    return reached;
  } finally {
    await page.evaluate(() => {
      const edge = window as EdgeWindow;
      if (edge.toBottomEdge) document.removeEventListener('focusin', edge.toBottomEdge, true);
    });
  }
}

/** Each control the walk reached, in order, with its name and where it was while focused. */
async function walkFrom(page: Page, includeFocused: boolean): Promise<Omit<Reached, 'handle'>[]> {
  const reached: Omit<Reached, 'handle'>[] = [];
  /** 'next' for a control not reached before, 'same' for the last one again (Tab between a time input's hour and minute), else 'done'. */
  const read = async (): Promise<'next' | 'same' | 'done'> => {
    await settled(page);
    const result = await page.evaluate(() => {
      const walk = window as EdgeWindow;
      const seen = (walk.walkSeen ??= new Set());
      const control = document.activeElement;
      if (!control || control === document.body) return 'done';
      if (control === walk.walkLast) return 'same';
      if (seen.has(control)) return 'done';
      seen.add(control);
      (walk.walkReached ??= []).push(control);
      walk.walkLast = control;
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
    if (result === 'done' || result === 'same') return result;
    reached.push(result);
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

/**
 * The computed styles that decide which pixels a control's focus ring changes and to what, as one
 * string: two controls with the same key change the same pixels to the same colours over the same
 * colours, so the largest contrast ratio of one pair of shots is the other's too (their sizes,
 * places and corner rounding differ, and the ratio is the largest over the pixels, not their count
 * or where they are). Across pages too: the same styles draw the same pixels on any page.
 * Read in the page by focusing each control with focus(), as ringContrast does, and blurring it again:
 * - the control's own outline, box shadow, border, background, colour, text decoration, opacity,
 *   filter and display, unfocused and focused, its ::before and ::after the same, and whether it
 *   matches :focus-visible;
 * - each ancestor and descendant whose styles change with the focus (a ring drawn by :focus-within
 *   on a wrapper), unfocused and focused, by its place;
 * - what lies behind the ring: at the middle of each of the four sides, 4 px outside the control's
 *   box, the backgrounds (colour and image) that are not transparent, from the top down to the first
 *   opaque one (elementsFromPoint: an ancestor's, or a sibling's such as a slide behind a button),
 *   and the opacity and filters of the control's ancestors;
 * - whether an ancestor that hides its overflow cuts into the 8 px around the control (the shots' margin).
 */
function ringKeys(page: Page, controls: ElementHandle[]): Promise<string[]> {
  return page.evaluate(async (elements) => {
    const PROPS = [
      'outline-style', 'outline-width', 'outline-color', 'outline-offset', 'box-shadow',
      'border-top', 'border-right', 'border-bottom', 'border-left',
      'background-color', 'background-image', 'color', 'text-decoration-line', 'text-decoration-color',
      'opacity', 'filter', 'display', 'visibility',
    ];
    const look = (element: Element, pseudo?: string) => {
      const style = getComputedStyle(element, pseudo);
      return PROPS.map((name) => style.getPropertyValue(name)).join(';');
    };
    const transparent = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour);
    const opaque = (colour: string) => /^rgb\(/.test(colour) || /rgba\(.*,\s*1\)$/.test(colour);
    /** The not transparent backgrounds under a point, top down to the first opaque one ('off' outside the viewport). */
    const backdrop = (control: Element, x: number, y: number) => {
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return 'off';
      const layers: string[] = [];
      for (const element of document.elementsFromPoint(x, y)) {
        if (control.contains(element)) continue;
        const style = getComputedStyle(element);
        const colour = style.backgroundColor;
        if (!transparent(colour) || style.backgroundImage !== 'none') layers.push(`${colour} ${style.backgroundImage}`);
        if (opaque(colour)) break;
      }
      return layers.join(' over ');
    };
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    const keys: string[] = [];
    for (const control of elements as Element[]) {
      const html = control as HTMLElement;
      (document.activeElement as HTMLElement | null)?.blur();
      // In the middle of the viewport, so that what lies behind its ring is in it too.
      control.scrollIntoView({ block: 'center', inline: 'nearest' });
      await tick();
      const ancestors: Element[] = [];
      for (let element = control.parentElement; element; element = element.parentElement) ancestors.push(element);
      const descendants = [...control.querySelectorAll('*')].slice(0, 50);
      const own = () => [look(control), look(control, '::before'), look(control, '::after')].join(' / ');
      const unfocused = { own: own(), ancestors: ancestors.map((element) => look(element)), descendants: descendants.map((element) => look(element)) };
      html.focus();
      await tick();
      const focused = { own: own(), ancestors: ancestors.map((element) => look(element)), descendants: descendants.map((element) => look(element)) };
      const changed = (kind: 'ancestors' | 'descendants') =>
        focused[kind].flatMap((value, index) => (value === unfocused[kind][index] ? [] : [`${kind} ${String(index)}: ${unfocused[kind][index] ?? ''} -> ${value}`]));
      const box = control.getBoundingClientRect();
      const middleX = box.left + box.width / 2;
      const middleY = box.top + box.height / 2;
      const behind = [...new Set([backdrop(control, middleX, box.top - 4), backdrop(control, box.right + 4, middleY), backdrop(control, middleX, box.bottom + 4), backdrop(control, box.left - 4, middleY)])].sort();
      const seenThrough = ancestors.map((element) => getComputedStyle(element)).map((style) => `${style.opacity} ${style.filter}`).filter((value) => value !== '1 none');
      const cut = ancestors.some((element) => {
        const style = getComputedStyle(element);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') return false;
        const room = element.getBoundingClientRect();
        return box.left - 8 < room.left || box.top - 8 < room.top || box.right + 8 > room.right || box.bottom + 8 > room.bottom;
      });
      keys.push(
        JSON.stringify({
          unfocused: unfocused.own,
          focused: focused.own,
          focusVisible: control.matches(':focus-visible'),
          changed: [...changed('ancestors'), ...changed('descendants')],
          behind,
          seenThrough,
          cut,
        }),
      );
      html.blur();
    }
    await tick();
    return keys;
  }, controls);
}

/** The ring contrast measured per key (ringKeys) in this file, with the control it was measured on. */
const measuredRings = new Map<string, { ratio: number; on: string }>();

/**
 * Walks the page with Tab (every control reached must be in view while focused), then measures the
 * ring of one control per key not measured before in this file; the failures in words, '' when none.
 * A control fails with its key's ratio, measured on it or on a control with the same key.
 */
async function auditFocus(page: Page, where: string, includeFocused = false): Promise<{ count: number; failures: string }> {
  const reached = await walkWithTab(page, includeFocused);
  const failures: string[] = reached.filter((control) => control.outOfView).map((control) => `out of view while focused: ${control.name} (${control.outOfView ?? ''})`);
  const keys = await ringKeys(page, reached.map((control) => control.handle));
  await settled(page);
  for (const [index, control] of reached.entries()) {
    const key = keys[index] ?? '';
    let ring = measuredRings.get(key);
    if (!ring) {
      ring = { ratio: await ringContrast(page, control.handle), on: `${control.name} on ${where}` };
      measuredRings.set(key, ring);
    }
    if (ring.ratio < 3) failures.push(`focus ring ${ring.ratio.toFixed(2)}:1: ${control.name} (measured on ${ring.on}, the same ring)`);
  }
  return { count: reached.length, failures: failures.join('\n') };
}

describe('every control reached by Tab: its ring changes pixels >= 3:1, and it is in view while focused (2.4.7, 1.4.11, 2.4.11)', () => {
  const pages = AUDITED_SITES.flatMap((site) => [375, 1280].map((width) => [site, width] as const));
  it.each(pages)('%s at %i px (footer hydrated, the sign-up form extended)', async (site, width) => {
    const { page } = await openShopPage(session, site, width);
    await page.setViewportSize({ width, height: 800 });
    const { count, failures } = await auditFocus(page, `${site} at ${String(width)} px`);
    expect(count).toBeGreaterThan(20);
    expect(failures).toBe('');
    await page.close();
  });

  it.each([375, 1280])('the widget gallery at %i px', async (width) => {
    const { page } = await openGallery(session, '#display-widgets', width);
    const { count, failures } = await auditFocus(page, `the gallery at ${String(width)} px`);
    expect(count).toBeGreaterThan(20);
    expect(failures).toBe('');
    await page.close();
  });

  it('the staff panel and its settings dialog', async () => {
    await session.context.addCookies([{ name: 'StaffAuthToken', value: staffLogin(), url: demoUrl('/') }]);
    const { page } = await session.open('/');
    const panel = page.getByRole('region', { name: 'Staff preview' });
    await panel.waitFor();
    const onPage = await auditFocus(page, 'the staff page');
    expect(onPage.failures).toBe('');
    await page.evaluate(() => window.scrollTo(0, 0));
    await panel.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview settings' });
    await dialog.getByText('Active tests found.').waitFor();
    // The dialog opens with the focus on its first field; Tab goes round inside it.
    const inDialog = await auditFocus(page, 'the settings dialog', true);
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
