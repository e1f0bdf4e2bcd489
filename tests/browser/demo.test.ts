import type { Page, Request } from 'playwright-core';
import { axeViolations, demoUrl, describeViolations, browserForThisFile } from './support/browser';
import { expectEventually } from './support/eventually';

jest.setTimeout(60000);

const session = browserForThisFile();

/** The page renders after the parts' messages have loaded; wait for the status box. */
async function openDemo(path: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const opened = await session.open(path, width);
  await opened.page.getByTestId('parts-status').waitFor();
  return opened;
}

async function statusOf(page: Page, field: string): Promise<string | null> {
  return page.getByTestId(`status-${field}`).textContent();
}

async function cookieNames(): Promise<string[]> {
  return (await session.context.cookies(demoUrl('/'))).map((cookie) => cookie.name);
}

/** Clicks something that reloads the page and waits for the reloaded page to render. */
async function clickAndReload(page: Page, buttonName: string): Promise<void> {
  // The page's own start-up requests end first, as they would before a person clicks: the demo's
  // buttons remove a login's cookie before the reload, and a request the page sent in that moment,
  // without the cookie, would be answered 401 (a loaded clean-clone run saw one).
  await page.waitForLoadState('networkidle');
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: buttonName }).click()]);
  await page.getByTestId('parts-status').waitFor();
}

it.each([1280, 375])('loads a shop page with no console errors at %i px wide', async (width) => {
  const { page, errors } = await openDemo('/', width);
  await expect(page.title()).resolves.toContain('shop parts demo');
  await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de-DE');
  await expect(page.locator('meta[name="viewport"]').count()).resolves.toBe(1);
  await expect(page.getByRole('banner').count()).resolves.toBe(1);
  await expect(page.getByRole('navigation', { name: 'Main' }).count()).resolves.toBe(1);
  await expect(page.getByRole('main').count()).resolves.toBe(1);
  await expect(page.locator('#shop-footer').getByRole('contentinfo').count()).resolves.toBe(1);
  await expect(page.getByRole('link', { name: 'Widget gallery' }).getAttribute('href')).resolves.toBe('/widgets.html');
  await expect(page.locator('.demo-tile').count()).resolves.toBeGreaterThan(3);
  // No horizontal scrolling on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
  await page.close();
});

it.each([1280, 375])('has no axe-core violations at %i px wide', async (width) => {
  const { page } = await openDemo('/', width);
  const violations = await axeViolations(page);
  expect(describeViolations(violations)).toBe('');
  await page.close();
});

it('has no axe-core violations with a customer and staff logged in', async () => {
  const { page } = await openDemo('/?site=TR&platform=SMARTPHONE&reduced=1&doi=invalid');
  await clickAndReload(page, 'Log in as customer');
  await clickAndReload(page, 'Log in as staff');
  await page.getByRole('region', { name: 'Staff preview' }).waitFor();
  const violations = await axeViolations(page);
  expect(describeViolations(violations)).toBe('');
  await page.close();
});

it('shows the settings resolved by the parts for the default site', async () => {
  const { page, errors } = await openDemo('/');
  await expect(statusOf(page, 'site')).resolves.toBe('DE');
  await expect(statusOf(page, 'locale')).resolves.toBe('de-DE');
  await expect(statusOf(page, 'preview-route')).resolves.toBe('/');
  await expect(statusOf(page, 'platform')).resolves.toBe('by window width');
  await expect(statusOf(page, 'reduced')).resolves.toBe('off');
  await expect(statusOf(page, 'doi')).resolves.toBe('no');
  await expect(page.locator('html').getAttribute('data-platform')).resolves.toBeNull();
  expect(errors).toEqual([]);
  await page.close();
});

it('?site=TR shows locale tr-TR and sets html lang', async () => {
  const { page, errors } = await openDemo('/?site=TR');
  await expect(statusOf(page, 'site')).resolves.toBe('TR');
  await expect(statusOf(page, 'locale')).resolves.toBe('tr-TR');
  await expect(page.locator('html').getAttribute('lang')).resolves.toBe('tr-TR');
  await expect(page.locator('.demo-tile-price').first().textContent()).resolves.toContain('₺');
  expect(errors).toEqual([]);
  await page.close();
});

it('falls back to DE for an unknown site, without errors', async () => {
  const { page, errors } = await openDemo('/?site=XX');
  await expect(statusOf(page, 'site')).resolves.toBe('DE');
  await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de-DE');
  expect(errors).toEqual([]);
  await page.close();
});

it('uses the page path as preview route on /index.html', async () => {
  const { page } = await openDemo('/index.html?site=CH_FR');
  await expect(statusOf(page, 'preview-route')).resolves.toBe('/index.html');
  await expect(statusOf(page, 'locale')).resolves.toBe('fr-CH');
  await page.close();
});

it('?platform=SMARTPHONE sets data-platform; reduced=1 and doi=invalid are shown', async () => {
  const { page, errors } = await openDemo('/?platform=SMARTPHONE&reduced=1&doi=invalid');
  await expect(page.locator('html').getAttribute('data-platform')).resolves.toBe('SMARTPHONE');
  await expect(statusOf(page, 'platform')).resolves.toBe('SMARTPHONE');
  await expect(statusOf(page, 'reduced')).resolves.toBe('on');
  await expect(statusOf(page, 'doi')).resolves.toBe('yes');
  expect(errors).toEqual([]);
  await page.close();
});

it('switches site and platform from the control bar, by keyboard', async () => {
  const { page, errors } = await openDemo('/?reduced=1');
  await page.getByLabel('Site').selectOption('PL');
  await page.getByLabel('Platform').selectOption('TABLET');
  // From the platform select, Tab passes the two check boxes and reaches Apply.
  await page.getByLabel('Platform').focus();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('Tab');
  await expectEventually(() => page.evaluate(() => document.activeElement?.textContent), 'Apply');
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  await page.getByTestId('parts-status').waitFor();
  expect(new URL(page.url()).search).toBe('?site=PL&platform=TABLET&reduced=1');
  await expect(statusOf(page, 'locale')).resolves.toBe('pl-PL');
  await expect(page.locator('html').getAttribute('data-platform')).resolves.toBe('TABLET');
  await expect(page.getByLabel('Site').inputValue()).resolves.toBe('PL');
  await expect(page.getByLabel('Reduced footer').isChecked()).resolves.toBe(true);
  expect(errors).toEqual([]);
  await page.close();
});

it('logs in and out as customer and as staff from the control bar', async () => {
  const { page, errors } = await openDemo('/');
  await expect(page.getByTestId('customer-state').textContent()).resolves.toBe('logged out');
  await expect(page.getByTestId('staff-state').textContent()).resolves.toBe('logged out');

  await clickAndReload(page, 'Log in as customer');
  await expect(page.getByTestId('customer-state').textContent()).resolves.toBe('logged in (C-1001)');
  await expect(statusOf(page, 'customer')).resolves.toBe('logged in');
  const loginToken = (await session.context.cookies(demoUrl('/'))).find((cookie) => cookie.name === 'LoginToken');
  const payload = JSON.parse(Buffer.from(loginToken?.value.split('.')[1] ?? '', 'base64url').toString()) as { exp: number; lid: string };
  expect(payload.lid).toBe('C-1001');
  expect(payload.exp - Date.now() / 1000).toBeGreaterThan(1700);
  expect(payload.exp - Date.now() / 1000).toBeLessThanOrEqual(1800);

  await clickAndReload(page, 'Log in as staff');
  await expect(page.getByTestId('staff-state').textContent()).resolves.toBe('logged in');
  await expect(cookieNames()).resolves.toEqual(expect.arrayContaining(['LoginToken', 'StaffAuthToken']));
  // The staff cookie reaches the preview service fake, which confirms the login.
  await page.getByTestId('status-preview-auth').getByText('SUCCESS').waitFor();

  await clickAndReload(page, 'Log out customer');
  await expect(page.getByTestId('customer-state').textContent()).resolves.toBe('logged out');
  await expect(cookieNames()).resolves.not.toContain('LoginToken');

  await clickAndReload(page, 'Log out staff');
  await expect(page.getByTestId('staff-state').textContent()).resolves.toBe('logged out');
  await expect(cookieNames()).resolves.not.toContain('StaffAuthToken');
  expect(errors).toEqual([]);
  await page.close();
});

it('adds products to the host cart', async () => {
  const { page } = await openDemo('/');
  await page.getByRole('button', { name: /^Add to cart\s+Milk frother$/ }).click();
  await page.getByRole('button', { name: /^Add to cart\s+Thermo mug/ }).click();
  await expectEventually(() => page.getByTestId('cart-count').textContent(), 'Cart: 2 items');
  await page.close();
});

it('sends the /service/... calls to the page’s own origin, where the fakes answer over HTTP', async () => {
  const requests: Request[] = [];
  const record = (request: Request) => requests.push(request);
  session.context.on('request', record);
  const { page, errors } = await openDemo('/');
  await page.getByTestId('status-promotion').getByText('Gratis Versand ab 30 €').waitFor();
  session.context.off('request', record);
  const origin = new URL(demoUrl('/')).origin;
  const serviceCalls = requests.map((request) => new URL(request.url())).filter((url) => url.pathname.startsWith('/service/'));
  expect(serviceCalls.length).toBeGreaterThan(0);
  for (const url of serviceCalls) expect(url.origin).toBe(origin);
  expect(errors).toEqual([]);

  const answer = await page.request.get(demoUrl('/service/abtestfrontend/api/v1/gettestsat?time=2099-01-01T00:00:00Z'));
  expect(answer.status()).toBe(200);
  const tests = (await answer.json()) as { name: string; groups: { name: string }[] }[];
  expect(tests.map((test) => test.name)).toEqual(['footer-teaser-order', 'newsletter-banner']);
  await page.close();
});
