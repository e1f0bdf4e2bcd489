import type { Page, Response } from 'playwright-core';
import { axeViolations, demoUrl, describeViolations, browserForThisFile } from './support/browser';
import { staffLogin } from './support/staffLogin';

jest.setTimeout(60000);

const session = browserForThisFile();

/** A staff login of this file's own: the fakes' checkauth answers SUCCESS for it. */
async function addStaffCookie(): Promise<void> {
  await session.context.addCookies([{ name: 'StaffAuthToken', value: staffLogin(), url: demoUrl('/') }]);
}

/**
 * Opens the demo (its preview route is its own page) and records every script and style sheet the
 * page downloads. Recorded on the context, so the page's very first requests are covered too.
 */
async function openDemo(): Promise<{ page: Page; errors: string[]; code: Map<string, Promise<string>> }> {
  const code = new Map<string, Promise<string>>();
  const record = (response: Response) => {
    if (['script', 'stylesheet'].includes(response.request().resourceType())) {
      code.set(new URL(response.url()).pathname, response.text().catch(() => ''));
    }
  };
  session.context.on('response', record);
  try {
    const { page, errors } = await session.open('/');
    await page.getByTestId('parts-status').waitFor();
    await page.waitForLoadState('networkidle');
    return { page, errors, code };
  } finally {
    session.context.off('response', record);
  }
}

function panel(page: Page) {
  return page.getByRole('region', { name: 'Staff preview' });
}

async function openSettings(page: Page) {
  await panel(page).getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview settings' });
  await dialog.waitFor();
  return dialog;
}

it('shows the panel for staff: A/B list per date, Required group, apply, no axe violation with the dialog open, logout', async () => {
  await addStaffCookie();
  const { page, errors } = await openDemo();
  await panel(page).waitFor();
  await expect(panel(page).getByText('Preview', { exact: true }).isVisible()).resolves.toBe(true);

  const dialog = await openSettings(page);
  // The platform's modal dialog (the page behind it inert); focus moves into it, onto its first field.
  await expect(dialog.evaluate((element) => element instanceof HTMLDialogElement && element.matches(':modal'))).resolves.toBe(true);
  await expect(dialog.getByLabel('Preview date').evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  await dialog.getByText('Active tests found.').waitFor();

  // A past date has no tests; a future one has.
  await dialog.getByLabel('Preview date').fill('2001.01.01');
  await dialog.getByText('No active tests for this date.').waitFor();
  await expect(dialog.getByLabel('A/B test (optional)').isDisabled()).resolves.toBe(true);
  await dialog.getByLabel('Preview date').fill('2099.06.15');
  await dialog.getByText('Active tests found.').waitFor();
  await dialog.getByLabel('Preview time').fill('08:30');

  // No test chosen, no group to choose. Chosen here, not assumed: the demo's one service fake serves
  // every test file at once, and another file's staff may have applied a test meanwhile (the
  // dialog then opens with it, as a staff member's would).
  await dialog.getByLabel('A/B test (optional)').selectOption('');
  const group = dialog.getByLabel('A/B test group');
  await expect(group.isDisabled()).resolves.toBe(true);
  await dialog.getByLabel('A/B test (optional)').selectOption('newsletter-banner');
  await expect(group.getAttribute('aria-invalid')).resolves.toBe('true');
  const describedBy = (await group.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toContain('Required');

  // The dialog open, with the Required error showing.
  const violations = await axeViolations(page);
  expect(describeViolations(violations)).toBe('');

  await group.selectOption('voucher-first');
  await expect(group.getAttribute('aria-invalid')).resolves.toBeNull();
  await expect(dialog.getByText('Required').count()).resolves.toBe(0);

  await dialog.getByRole('button', { name: 'Apply settings' }).click();
  await dialog.getByText('Settings applied successfully.').waitFor();
  await expect(axeViolations(page).then(describeViolations)).resolves.toBe('');

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // The bar shows checkauth's answer, which the panel asks again once the apply succeeded (api/endpoints/preview.ts).
  await panel(page).getByTestId('preview-ab-group').getByText('A/B group: newsletter-banner / voucher-first', { exact: true }).waitFor();
  await expect(panel(page).getByTestId('preview-date-time').textContent()).resolves.toBe('Date and time: 2099-06-15 08:30');

  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(new URL(response.url()).pathname);
  });
  await panel(page).getByRole('button', { name: 'Logout' }).click();
  await panel(page).waitFor({ state: 'detached' });
  expect((await session.context.cookies(demoUrl('/'))).map((cookie) => cookie.name)).not.toContain('StaffAuthToken');
  await page.waitForLoadState('networkidle');
  // Logout invalidates the login check, so checkauth is asked again and rightly answers 401,
  // which Chromium logs as a failed resource. Any other console error fails the test.
  expect(refused.every((path) => path.endsWith('/auth/checkauth'))).toBe(true);
  expect(errors.filter((error) => !(refused.length > 0 && error.includes('status of 401')))).toEqual([]);
  await page.close();
});

/** The demo visited by staff (until the panel shows) and then by a shopper, in one browser: what each downloaded. */
async function staffThenShopper(): Promise<{ staff: Awaited<ReturnType<typeof openDemo>>; shopper: Awaited<ReturnType<typeof openDemo>> }> {
  await addStaffCookie();
  const staff = await openDemo();
  await panel(staff.page).waitFor();
  await staff.page.close();
  await session.context.clearCookies();
  const shopper = await openDemo();
  return { staff, shopper };
}

it('downloads the panel’s code only for staff', async () => {
  const { staff, shopper } = await staffThenShopper();
  await expect(panel(shopper.page).count()).resolves.toBe(0);
  await shopper.page.close();

  const panelChunks = [...staff.code.keys()].filter((path) => !shopper.code.has(path));
  expect(panelChunks.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0);
  // What only staff loaded is the panel's: its bar, dialog form and A/B picker, and their styles.
  const panelCode = (await Promise.all(panelChunks.map((path) => staff.code.get(path) ?? Promise.resolve('')))).join('\n');
  for (const marker of ['sp-preview-bar', 'sp-preview-settings', 'sp-preview-ab__status']) expect(panelCode).toContain(marker);
  // None of that code is in what a shopper's page downloaded.
  const shopperCode = (await Promise.all(shopper.code.values())).join('\n');
  expect(shopperCode.length).toBeGreaterThan(0);
  for (const marker of ['sp-preview-bar', 'sp-preview-settings', 'sp-preview-ab__status']) expect(shopperCode).not.toContain(marker);
});

it('downloads the panel’s texts only for staff, with none of a shopper’s, and the dial-code select’s texts for nobody', async () => {
  const { staff, shopper } = await staffThenShopper();
  await shopper.page.close();

  // Message ids as they stand in a catalogue's code: "preview.bar.settings": …
  const ids = (code: string, prefix: string) => [...new Set(code.match(new RegExp(`"${prefix.replace('.', '\\.')}[\\w.]+"`, 'g')) ?? [])];
  const shopperCode = (await Promise.all(shopper.code.values())).join('\n');
  expect(ids(shopperCode, 'footer.').length).toBeGreaterThan(0);
  expect(ids(shopperCode, 'preview.')).toEqual([]);
  expect(ids(shopperCode, 'widgets.dialCodeSelect.')).toEqual([]);
  // What only staff loaded carries the panel's texts and no text of the footer's or the form's.
  const panelChunks = [...staff.code.keys()].filter((path) => path.endsWith('.js') && !shopper.code.has(path));
  const panelCode = (await Promise.all(panelChunks.map((path) => staff.code.get(path) ?? Promise.resolve('')))).join('\n');
  expect(ids(panelCode, 'preview.').length).toBeGreaterThan(0);
  expect([...ids(panelCode, 'footer.'), ...ids(panelCode, 'newsletter.'), ...ids(panelCode, 'widgets.dialCodeSelect.')]).toEqual([]);
});

it('is styled under a Content-Security-Policy that allows no inline styles: a constructed stylesheet, no <style> element', async () => {
  // The demo's page as a host with a strict policy serves it: style-src blocks injected <style>
  // elements and style attributes (style-src-elem, style-src-attr), not the CSSOM.
  const isDemoPage = (url: URL) => url.pathname === '/';
  await session.context.route(isDemoPage, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': "style-src 'self'" } });
  });
  try {
    await addStaffCookie();
    const page = await session.context.newPage();
    // Every violation but the demo's own markup (its product tiles' colours are style attributes).
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { cspViolations: violations });
      document.addEventListener('securitypolicyviolation', (event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (!target?.className.toString().startsWith('demo-')) violations.push(`${event.violatedDirective}: ${target?.outerHTML.slice(0, 120) ?? 'the document'}`);
      });
    });
    await page.goto(demoUrl('/'), { waitUntil: 'networkidle' });
    await panel(page).waitFor();
    await expect(page.locator('.sp-preview-bar').evaluate((bar) => getComputedStyle(bar).display)).resolves.toBe('flex');
    // Unstyled, the dialog's date and time fields stack; styled, they share a row (bottoms in line).
    const dialog = await openSettings(page);
    const bottom = async (label: string) => {
      const box = await dialog.getByLabel(label).boundingBox();
      if (!box) throw new Error(`${label} is not shown`);
      return box.y + box.height;
    };
    expect(Math.abs((await bottom('Preview date')) - (await bottom('Preview time')))).toBeLessThan(1);
    await expect(page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).resolves.toEqual([]);
    await expect(page.evaluate(() => document.getElementById('sp-preview-styles') === null)).resolves.toBe(true);
    await expect(page.evaluate(() => document.adoptedStyleSheets.some((sheet) => [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.selectorText === '.sp-preview-bar')))).resolves.toBe(true);
    await page.close();
  } finally {
    await session.context.unroute(isDemoPage);
  }
});
