import type { Page } from 'playwright-core';
import { axeViolations, describeViolations, launchBrowser, openPage, type AxeViolation, type BrowserSession } from './support/browser';

jest.setTimeout(120000);

const SECTION = '#form-widgets';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => session.close());

async function openGallery(width: number) {
  const opened = await openPage(session, '/widgets.html', width);
  await opened.page.waitForSelector(SECTION);
  return opened;
}

/** Violations inside the form widgets section only. */
function sectionViolations(page: Page): Promise<AxeViolation[]> {
  return axeViolations(page, [SECTION]);
}

interface Focused {
  /** The accessible name as far as a label, aria-label or text gives it. */
  name: string;
  tag: string;
  inSection: boolean;
}

function focused(page: Page): Promise<Focused> {
  return page.evaluate((selector) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '', tag: 'body', inSection: false };
    const labels = (element as HTMLInputElement).labels;
    const name = element.getAttribute('aria-label') ?? (labels && labels[0] ? labels[0].textContent : element.textContent) ?? '';
    return { name: name.trim(), tag: element.tagName.toLowerCase(), inSection: Boolean(element.closest(selector)) };
  }, SECTION);
}

/** Presses Tab until the focused control's name is `name` (keyboard only), failing after `limit` presses. */
async function tabTo(page: Page, name: string, limit = 200): Promise<Focused> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const current = await focused(page);
    if (current.name === name && current.inSection) return current;
  }
  throw new Error(`Tab never reached "${name}" within ${limit} presses`);
}

describe.each([375, 768, 1280])('form widgets at %i px', (width) => {
  it('have no axe violation and fit the width', async () => {
    const { page, errors } = await openGallery(width);
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
    ({ page, errors } = await openGallery(1280));
  });
  afterAll(async () => page.close());

  const value = (label: string) => page.getByLabel(label, { exact: true }).inputValue();

  it('clears an input with its clear button and lands back in the field', async () => {
    await tabTo(page, 'Search');
    expect(await value('Search')).toBe('Kaffee');
    await tabTo(page, 'Eingabe löschen', 1);
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ name: 'Search', tag: 'input' });
    expect(await value('Search')).toBe('');
  });

  it('types a password, sees its strength, and toggles it visible', async () => {
    await tabTo(page, 'Password (form scale)');
    await page.keyboard.type('abcdEFG1');
    await expect(page.locator(`${SECTION} [aria-live="polite"]`).first().textContent()).resolves.toBe('Passwortstärke: stark');
    await tabTo(page, 'Passwort anzeigen', 3);
    const field = page.getByLabel('Password (form scale)', { exact: true });
    expect(await field.getAttribute('type')).toBe('password');
    await page.keyboard.press('Space');
    expect(await field.getAttribute('type')).toBe('text');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe('true');
  });

  it('masks an IBAN typed from the keyboard', async () => {
    await tabTo(page, 'IBAN');
    await page.keyboard.type('de89 3704-0044x0532');
    expect(await value('IBAN')).toBe('DE89 3704 0044 X053 2');
    // Typing in the middle keeps the caret behind the typed character while the groups shift.
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('AT');
    expect(await value('IBAN')).toBe('DEAT 8937 0400 44X0 532');
    expect(await page.getByLabel('IBAN', { exact: true }).evaluate((field) => (field as HTMLInputElement).selectionStart)).toBe(4);
    await page.keyboard.press('Backspace');
    expect(await value('IBAN')).toBe('DEA8 9370 4004 4X05 32');
    await tabTo(page, 'Date of birth (dd.mm.yyyy)');
    await page.keyboard.type('15011990');
    expect(await value('Date of birth (dd.mm.yyyy)')).toBe('15.01.1990');
  });

  it('checks a checkbox and resolves a mixed "select all" with Space', async () => {
    await tabTo(page, 'Subscribe to the newsletter');
    await page.keyboard.press('Space');
    expect(await page.getByLabel('Subscribe to the newsletter').isChecked()).toBe(true);

    await tabTo(page, 'All drinks');
    const all = page.getByLabel('All drinks');
    expect(await all.evaluate((box) => (box as HTMLInputElement).indeterminate)).toBe(true);
    await page.keyboard.press('Space');
    expect(await all.evaluate((box) => (box as HTMLInputElement).indeterminate)).toBe(false);
    expect(await page.getByLabel('Tea', { exact: true }).isChecked()).toBe(true);
  });

  it('logged no console error', () => {
    expect(errors).toEqual([]);
  });
});
