import type { Page } from 'playwright-core';
import { axeViolations, describeViolations, type AxeViolation, browserForThisFile } from './support/browser';
import { eventually, expectEventually } from './support/eventually';
import { focused, openGallery, tabTo } from './support/keyboard';

jest.setTimeout(120000);

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

describe('keyboard-only walk through the form widgets', () => {
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ page, errors } = await openGallery(session, SECTION, 1280));
  });
  afterAll(async () => page.close());

  const value = (label: string) => page.getByLabel(label, { exact: true }).inputValue();

  it('clears an input with its clear button and lands back in the field', async () => {
    await tabTo(page, SECTION, 'Search');
    expect(await value('Search')).toBe('Kaffee');
    await tabTo(page, SECTION, 'Eingabe löschen', 1);
    await page.keyboard.press('Enter');
    await eventually(async () => {
      expect(await focused(page, SECTION)).toMatchObject({ name: 'Search', tag: 'input' });
      expect(await value('Search')).toBe('');
    });
  });

  it('types a password, sees its strength, and toggles it visible', async () => {
    await tabTo(page, SECTION, 'Password (form scale)');
    await page.keyboard.type('abcdEFG1');
    await expectEventually(() => page.locator(`${SECTION} [aria-live="polite"]`).first().textContent(), 'Passwortstärke: stark');
    await tabTo(page, SECTION, 'Passwort anzeigen', 3);
    const field = page.getByLabel('Password (form scale)', { exact: true });
    expect(await field.getAttribute('type')).toBe('password');
    await page.keyboard.press('Space');
    await expectEventually(async () => [await field.getAttribute('type'), await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))], ['text', 'true']);
  });

  it('masks an IBAN typed from the keyboard', async () => {
    await tabTo(page, SECTION, 'IBAN');
    await page.keyboard.type('de89 3704-0044x0532');
    await expectEventually(() => value('IBAN'), 'DE89 3704 0044 X053 2');
    // Typing in the middle keeps the caret behind the typed character while the groups shift.
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('AT');
    await expectEventually(async () => [await value('IBAN'), await page.getByLabel('IBAN', { exact: true }).evaluate((field) => (field as HTMLInputElement).selectionStart)], ['DEAT 8937 0400 44X0 532', 4]);
    await page.keyboard.press('Backspace');
    await expectEventually(() => value('IBAN'), 'DEA8 9370 4004 4X05 32');
    await tabTo(page, SECTION, 'Date of birth (dd.mm.yyyy)');
    await page.keyboard.type('15011990');
    await expectEventually(() => value('Date of birth (dd.mm.yyyy)'), '15.01.1990');
  });

  it('checks a checkbox and resolves a mixed "select all" with Space', async () => {
    await tabTo(page, SECTION, 'Subscribe to the newsletter');
    await page.keyboard.press('Space');
    await expectEventually(() => page.getByLabel('Subscribe to the newsletter').isChecked(), true);

    await tabTo(page, SECTION, 'All drinks');
    const all = page.getByLabel('All drinks');
    expect(await all.evaluate((box) => (box as HTMLInputElement).indeterminate)).toBe(true);
    await page.keyboard.press('Space');
    await expectEventually(async () => [await all.evaluate((box) => (box as HTMLInputElement).indeterminate), await page.getByLabel('Tea', { exact: true }).isChecked()], [false, true]);
  });

  it('logged no console error', () => {
    expect(errors).toEqual([]);
  });
});
