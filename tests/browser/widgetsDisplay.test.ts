import type { Page } from 'playwright-core';
import { axeViolations, demoUrl, describeViolations, type AxeViolation, browserForThisFile } from './support/browser';
import { eventually, expectEventually } from './support/eventually';
import { focused, openGallery, tabTo } from './support/keyboard';

jest.setTimeout(120000);

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

/**
 * The walk starts at the section's heading, so it does not depend on how many controls the form
 * widgets section above has: focus is put there (as a skip link would) and only keys follow.
 */
async function startAtSection(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    const heading = document.querySelector<HTMLElement>(`${selector} h2`);
    if (!heading) throw new Error('section heading missing');
    heading.tabIndex = -1;
    heading.focus();
  }, SECTION);
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

describe('keyboard-only walk through the display widgets', () => {
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ page, errors } = await openGallery(session, SECTION, 1280));
    await startAtSection(page);
  });
  afterAll(async () => page.close());

  it('opens the modal with Enter, keeps Tab inside, closes with Esc and returns focus', async () => {
    await tabTo(page, SECTION, 'Open modal size M');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Delivery costs (size M)' }).waitFor();
    await expectEventually(async () => (await focused(page, SECTION)).inDialog, true);
    await expect(modalState(page)).resolves.toMatchObject({ modal: true, outsideFocusable: false });
    // Tab never reaches the page behind the dialog. Past its last control the platform lets focus
    // leave the document (to the browser's own controls; activeElement is then the body) and the
    // next Tab comes back to the dialog's first control.
    const walk: string[] = [];
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page, SECTION);
      expect(now.inDialog || now.tag === 'body').toBe(true);
      walk.push(now.tag);
    }
    expect(walk.filter((tag) => tag !== 'body').length).toBeGreaterThanOrEqual(4);
    await page.keyboard.press('Shift+Tab');
    const back = await focused(page, SECTION);
    expect(back.inDialog || back.tag === 'body').toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await eventually(async () => expect(await focused(page, SECTION)).toMatchObject({ name: 'Open modal size M', inSection: true }));
    await expect(page.evaluate(() => document.querySelector('dialog'))).resolves.toBeNull();
  });

  it('expands a tall expansion block', async () => {
    await tabTo(page, SECTION, 'Mehr anzeigen');
    await page.keyboard.press('Enter');
    await page.locator(`${SECTION} button[aria-expanded="true"]`).filter({ hasText: 'Weniger anzeigen' }).first().waitFor();
    await expectEventually(async () => (await focused(page, SECTION)).name, 'Weniger anzeigen');
  });

  it('moves to the next page', async () => {
    await tabTo(page, SECTION, 'Nächste Seite');
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Product list, pages' }).filter({ hasText: '2 von 5' }).waitFor();
  });

  it('removes a file', async () => {
    await tabTo(page, SECTION, 'Datei invoice-2024-03.pdf entfernen');
    await page.keyboard.press('Enter');
    await expectEventually(() => page.getByText('invoice-2024-03.pdf').count(), 0);
  });

  it('copies the code (or asks to copy it by hand) and says so', async () => {
    await tabTo(page, SECTION, 'Code kopieren');
    await page.keyboard.press('Enter');
    await page.waitForFunction((selector) => (document.querySelector(selector)?.textContent ?? '') !== '', `${SECTION} .sp-copy-code [role="status"]`);
  });

  it('shows the next slide', async () => {
    await tabTo(page, SECTION, 'Nächstes Bild');
    await page.keyboard.press('Enter');
    await page.locator(`${SECTION} [aria-roledescription="slide"][aria-label="2 von 4"]:not([hidden])`).waitFor();
  });

  it('moves through the search suggestions and chooses one', async () => {
    const field = await tabTo(page, SECTION, 'Suche');
    expect(field.tag).toBe('input');
    await page.keyboard.type('co');
    const combobox = page.getByRole('combobox', { name: 'Suche' });
    await expectEventually(() => combobox.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expectEventually(async () => page.locator(`[id="${(await combobox.getAttribute('aria-activedescendant')) ?? ''}"]`).textContent(), 'Coffee beans');
    await page.keyboard.press('Enter');
    await expectEventually(async () => [await combobox.inputValue(), await combobox.getAttribute('aria-expanded'), await page.getByText('Chosen: Coffee beans').count()], ['Coffee beans', 'false', 1]);
    await page.keyboard.press('Escape');
    await expectEventually(() => combobox.inputValue(), '');
  });

  it('shows the skip link on focus and jumps past the list', async () => {
    await tabTo(page, SECTION, 'Liste überspringen');
    const box = await page.getByRole('link', { name: 'Liste überspringen' }).boundingBox();
    expect(box && box.width > 20 && box.height > 20).toBe(true);
    await page.keyboard.press('Enter');
    await expectEventually(async () => (await focused(page, SECTION)).id, 'display-widgets-after-list');
  });

  it('goes back to the top and focuses the main content', async () => {
    await startAtSection(page);
    await tabTo(page, SECTION, 'Nach oben');
    await page.keyboard.press('Enter');
    await expectEventually(async () => (await focused(page, SECTION)).id, 'main');
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it('logged no console error on the way', () => {
    expect(errors).toEqual([]);
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
