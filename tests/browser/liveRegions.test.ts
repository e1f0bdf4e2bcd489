import type { Page } from 'playwright-core';
import { browserForThisFile, demoUrl } from './support/browser';
import { staffLogin } from './support/staffLogin';
import { openShopPage } from './support/demoPages';
import { openGallery } from './support/keyboard';

jest.setTimeout(120000);

const session = browserForThisFile();

const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';

interface Region {
  /** Its class (or role) and text, for the failure message. */
  name: string;
  /** Absent from Chromium's accessibility tree, and why. */
  absent: string | null;
}

/**
 * Every live region inside `within`, as Chromium's accessibility tree sees it (CDP
 * Accessibility.getPartialAXTree): a region the tree ignores (display:none, visibility:hidden)
 * is not known to a screen reader, which then misses the message that lands in it (WCAG 4.1.3).
 */
async function liveRegions(page: Page, within: string): Promise<Region[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: `${within} :is(${LIVE}), ${within}:is(${LIVE})` });
    await cdp.send('Accessibility.enable');
    const regions: Region[] = [];
    for (const nodeId of nodeIds) {
      const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
      const node = nodes[0];
      const { node: described } = await cdp.send('DOM.describeNode', { nodeId });
      const attributes = new Map<string, string>();
      for (let i = 0; i + 1 < (described.attributes ?? []).length; i += 2) attributes.set(described.attributes?.[i] ?? '', described.attributes?.[i + 1] ?? '');
      const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
      const text = outerHTML.replace(/<[^>]*>/g, '').trim().slice(0, 40);
      const name = `${described.localName}.${attributes.get('class') ?? ''}[role=${attributes.get('role') ?? ''}] "${text}"`;
      const reasons = (node?.ignoredReasons ?? []).map((reason) => reason.name).join(', ');
      regions.push({ name, absent: !node || node.ignored ? `ignored (${reasons})` : null });
    }
    return regions;
  } finally {
    await cdp.detach();
  }
}

function absentOnes(regions: Region[]): string {
  return regions.filter((region) => region.absent).map((region) => `${region.name}: ${region.absent ?? ''}`).join('\n');
}

describe('live regions are in the accessibility tree before their message arrives (4.1.3)', () => {
  it.each([375, 1280])('the sign-up form at %i px: the status box and the failed-submit announcement', async (width) => {
    const { page } = await openShopPage(session, 'DE', width);
    const regions = await liveRegions(page, '[data-testid="newsletter-form"]');
    expect(regions.map((region) => region.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/sp-newsletter__status\[role=status\] ""/), expect.stringMatching(/sp-visually-hidden\[role=status\] ""/)]),
    );
    expect(absentOnes(regions)).toBe('');
    await page.close();
  });

  it("the staff panel's settings dialog: the A/B test status and the apply result (empty until applied)", async () => {
    await session.context.addCookies([{ name: 'StaffAuthToken', value: staffLogin(), url: demoUrl('/') }]);
    const { page } = await session.open('/');
    const panel = page.getByRole('region', { name: 'Staff preview' });
    await panel.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview settings' });
    await dialog.waitFor();
    const regions = await liveRegions(page, 'dialog[open]');
    expect(regions.map((region) => region.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/sp-preview-ab__status\[role=status\]/), expect.stringMatching(/sp-preview-settings__result\[role=\] ""/)]),
    );
    expect(absentOnes(regions)).toBe('');
    // The apply result's message lands in the region the tree already holds.
    await dialog.getByText('Active tests found.').waitFor();
    await dialog.getByRole('button', { name: 'Apply settings' }).click();
    await dialog.locator('.sp-preview-settings__result').getByText('Settings applied successfully.').waitFor();
    await page.close();
  });

  it("the widget gallery: every widget's live region (copy code, search suggestions, slider, password strength, notifications)", async () => {
    const { page } = await openGallery(session, '#display-widgets', 1280);
    await page.locator('#form-widgets').waitFor();
    const regions = await liveRegions(page, 'body');
    expect(regions.length).toBeGreaterThan(5);
    expect(absentOnes(regions)).toBe('');
    await page.close();
  });
});
