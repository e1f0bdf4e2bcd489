import type { Page } from 'playwright-core';
import { browserForThisFile } from './support/browser';
import { AUDITED_SITES, openFooterPanels, openShopPage, settled } from './support/demoPages';
import { openGallery } from './support/keyboard';

jest.setTimeout(120000);

const session = browserForThisFile();

/** WCAG 1.4.12's text spacing, as a bookmarklet sets it: every element, over the page's own styles. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** The document scrolls sideways (1.4.10 at 320 px: content reflows into one column). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * What a shopper cannot read inside `selector`: text cut off by a box that hides its overflow
 * (sideways, and with `vertical` also downwards), and text whose lines overlap other text. Not
 * counted: deliberately hidden text (visually hidden boxes, closed panels, the honeypot, the
 * collapsed legal notice, which has its toggle), form controls (their own text is the salutation
 * test's), and text outside the viewport sideways on purpose.
 */
function unreadableText(page: Page, selector: string, vertical: boolean): Promise<string[]> {
  return page.locator(selector).first().evaluate((root, checkVertical) => {
    const problems: string[] = [];
    const name = (element: Element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const clips = (style: CSSStyleDeclaration, axis: 'X' | 'Y') => ['hidden', 'clip'].includes(axis === 'X' ? style.overflowX : style.overflowY);
    const deliberatelyHidden = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        box.width <= 1 ||
        box.height <= 1 ||
        style.visibility === 'hidden' ||
        element.closest('[hidden], .sp-newsletter__trap, .sp-visually-hidden, .sp-expansion-block--collapsed') !== null
      );
    };

    for (const element of [root, ...root.querySelectorAll('*')]) {
      if (element.matches('input, select, textarea, svg, svg *, img, picture')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || deliberatelyHidden(element)) continue;
      if (clips(style, 'X') && element.scrollWidth > element.clientWidth + 1) problems.push(`cut sideways (${element.scrollWidth} > ${element.clientWidth}): ${name(element)}`);
      if (checkVertical && clips(style, 'Y') && element.scrollHeight > element.clientHeight + 1) problems.push(`cut below (${element.scrollHeight} > ${element.clientHeight}): ${name(element)}`);
    }

    // Each visible line of text, cut to the boxes that clip it.
    const lines: { owner: Element; box: DOMRect }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!owner || !node.textContent?.trim() || deliberatelyHidden(owner)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) if (box.width > 0 && box.height > 0) lines.push({ owner, box });
    }
    const overlaps = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    lines.forEach((a, i) =>
      lines.slice(i + 1).forEach((b) => {
        if (a.owner !== b.owner && overlaps(a.box, b.box)) problems.push(`overlapping text: ${name(a.owner)} / ${name(b.owner)}`);
      }),
    );
    return [...new Set(problems)];
  }, vertical);
}

describe('reflow at 320 px (1.4.10): no sideways scrolling, no text cut off', () => {
  it.each([...AUDITED_SITES])('%s: the page, the sign-up form extended, every footer panel open', async (site) => {
    const { page } = await openShopPage(session, site, 320);
    await openFooterPanels(page);
    await expect(page.locator('#shop-footer [data-testid="newsletter-form"] .sp-newsletter__legal').count()).resolves.toBe(1);
    await expect(page.locator('#shop-footer .sp-accordion__button[aria-expanded="false"]').count()).resolves.toBe(0);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await unreadableText(page, '#shop-footer', false)).toEqual([]);
    await page.close();
  });

  it('the widget gallery', async () => {
    const { page } = await openGallery(session, '#display-widgets', 320);
    await page.locator('#form-widgets').waitFor();
    await settled(page);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await unreadableText(page, '#main', false)).toEqual([]);
    await page.close();
  });
});

describe('text spacing (1.4.12): with the spacing widened, no text in the form or the footer is cut off or overlaps', () => {
  const pages = AUDITED_SITES.flatMap((site) => [375, 1280].map((width) => [site, width] as const));
  it.each(pages)('%s at %i px', async (site, width) => {
    const { page } = await openShopPage(session, site, width);
    await openFooterPanels(page);
    await page.addStyleTag({ content: TEXT_SPACING });
    await settled(page);
    expect(await page.locator('#shop-footer p').first().evaluate((p) => getComputedStyle(p).letterSpacing)).not.toBe('normal');
    expect(await unreadableText(page, '#shop-footer', true)).toEqual([]);
    await page.close();
  });
});
