import type { Page, Response } from 'playwright-core';
import { axeViolations, demoUrl, describeViolations, browserForThisFile } from './support/browser';
import { expectEventually } from './support/eventually';
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

// The staff flow itself (the dialog, the A/B list per date, the group's Required error, apply, the
// bar, logout) runs in every engine: engines/staffAndSessionFlows.test.ts. Here what only Chromium
// measures: axe, the downloads and the styles under a strict CSP.
it('has no axe violation with the settings dialog open: with the group\'s Required error, and with the apply\'s success', async () => {
  await addStaffCookie();
  const { page, errors } = await openDemo();
  await panel(page).waitFor();
  const dialog = await openSettings(page);
  await dialog.getByText('Active tests found.').waitFor();
  await dialog.getByLabel('A/B test (optional)').selectOption('newsletter-banner');
  const group = dialog.getByLabel('A/B test group');
  await dialog.locator('select[aria-invalid="true"]').waitFor();
  await dialog.getByText('Required').first().waitFor();
  expect(describeViolations(await axeViolations(page))).toBe('');

  await group.selectOption('voucher-first');
  await dialog.getByRole('button', { name: 'Apply settings' }).click();
  await dialog.getByText('Settings applied successfully.').waitFor();
  expect(describeViolations(await axeViolations(page))).toBe('');
  expect(errors).toEqual([]);
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
    await expectEventually(() => page.locator('.sp-preview-bar').evaluate((bar) => getComputedStyle(bar).display), 'flex');
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
