import type { Page } from 'playwright-core';
import { axeViolations, demoUrl, describeViolations, type AxeViolation, browserForThisFile } from './support/browser';
import { eventually } from './support/eventually';
import { focused, openGallery } from './support/keyboard';

jest.setTimeout(120000);

// axe and the fit at each width, the modal of each size (axe, its box, the platform's modal), and
// the modal without showModal(), in Chromium. The keyboard walk through the display widgets and
// the modal by pointer and by keys run in every engine: engines/galleryFlows.test.ts.

const SECTION = '#display-widgets';
const DIALOG = 'dialog[open]';

const session = browserForThisFile();

/** Violations inside the section and, when one is open, the modal (a portal outside the section). */
function displayViolations(page: Page): Promise<AxeViolation[]> {
  return axeViolations(page, [SECTION, DIALOG]);
}

/**
 * What the platform does for the open modal: it is `:modal` (top layer, the rest of the page
 * inert), a link outside it cannot take the focus, and its ::backdrop is styled (Modal.css).
 */
function modalState(page: Page): Promise<{ modal: boolean; outsideFocusable: boolean; backdrop: string }> {
  return page.evaluate(() => {
    const dialog = document.querySelector('dialog');
    if (!dialog) throw new Error('no dialog');
    const outside = document.querySelector<HTMLElement>('#gallery a[href], #gallery button');
    if (!outside) throw new Error('no control outside the dialog');
    const before = document.activeElement;
    outside.focus();
    const outsideFocusable = document.activeElement === outside;
    if (before instanceof HTMLElement) before.focus();
    return { modal: dialog.matches(':modal'), outsideFocusable, backdrop: getComputedStyle(dialog, '::backdrop').backgroundColor };
  });
}

describe.each([375, 768, 1280])('display widgets at %i px', (width) => {
  it('have no axe violation, fit the width and log no error', async () => {
    const { page, errors } = await openGallery(session, SECTION, width);
    expect(describeViolations(await displayViolations(page))).toBe('');
    const overflow = await page.$eval(SECTION, (section) => section.scrollWidth - section.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(['S', 'M', 'L'])('have no axe violation with the modal of size %s open', async (size) => {
    const { page, errors } = await openGallery(session, SECTION, width);
    await page.getByRole('button', { name: `Open modal size ${size}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(describeViolations(await displayViolations(page))).toBe('');
    // The dialog fits the screen, and it is the platform's modal dialog: the rest of the page is
    // inert (a control outside cannot take the focus) and ::backdrop covers it.
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await expect(modalState(page)).resolves.toEqual({ modal: true, outsideFocusable: false, backdrop: 'rgba(0, 0, 0, 0.55)' });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the modal where the engine has no showModal() (as in jsdom and engines before 2022)', () => {
  it('opens non-modally, takes the focus, closes with Esc and returns the focus, with no error', async () => {
    const page = await session.context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Before any of the page's scripts: the dialog element without its modal methods.
    await page.addInitScript(() => {
      const proto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
      delete proto.showModal;
      delete proto.show;
      delete proto.close;
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(demoUrl('/widgets.html'), { waitUntil: 'networkidle' });
    await page.waitForSelector(SECTION);
    await page.getByRole('button', { name: 'Open modal size M' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Delivery costs (size M)' }).waitFor();
    await eventually(async () => expect(await focused(page, SECTION)).toMatchObject({ name: 'delivery terms', inDialog: true }));
    // Open, but not the platform's modal: no top layer, the page behind still takes the focus.
    await expect(modalState(page)).resolves.toMatchObject({ modal: false, outsideFocusable: true });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await eventually(async () => expect(await focused(page, SECTION)).toMatchObject({ name: 'Open modal size M', inSection: true }));
    expect(errors).toEqual([]);
    await page.close();
  });
});
