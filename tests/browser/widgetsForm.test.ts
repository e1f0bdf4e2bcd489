import type { Page } from 'playwright-core';
import { axeViolations, describeViolations, type AxeViolation, browserForThisFile } from './support/browser';
import { openGallery } from './support/keyboard';

jest.setTimeout(120000);

// axe and the fit at each width, in Chromium. The keyboard walk through the form widgets runs in
// every engine: engines/galleryFlows.test.ts.

const SECTION = '#form-widgets';

const session = browserForThisFile();

/** Violations inside the form widgets section only. */
function sectionViolations(page: Page): Promise<AxeViolation[]> {
  return axeViolations(page, [SECTION]);
}

describe.each([375, 768, 1280])('form widgets at %i px', (width) => {
  it('have no axe violation and fit the width', async () => {
    const { page, errors } = await openGallery(session, SECTION, width);
    const violations = await sectionViolations(page);
    expect(describeViolations(violations)).toBe('');
    const overflow = await page.$eval(SECTION, (section) => section.scrollWidth - section.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
