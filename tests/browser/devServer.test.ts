import type { ConsoleMessage, Locator, Page, Request } from 'playwright-core';
import { fakePromotionContent } from '../../api/fakes';
import { paths } from '../../api/paths';
import { localeForSite, type SiteCode } from '../../config';
import { SITE_RULES } from '../../features/newsletter/content/siteRules';
import { REQUIRED_FIELD_ANSWERS } from '../../scripts/fillSignUpForm';
import { wholeCatalogue } from '../support/catalogues';
import { isMachineSpeedWarning } from '../support/machineSpeedWarning';
import { browserForThisFile } from './support/browser';
import { devServerForThisFile } from './support/demoDevServer';
import { staffLogin } from './support/staffLogin';

// The demo as `npm start` serves it: Parcel's development build (no scope hoisting, each module
// evaluated as the unbundled graph says) with React's development build and the `.proxyrc.cjs`
// fakes. The production build the other browser tests use hid a defect here once: the sign-up
// never showed its thank-you (68914d9). A console error or warning fails every test, React's
// development warnings (keys, act, hydration) included.
jest.setTimeout(90_000);

const server = devServerForThisFile();
const session = browserForThisFile((path) => server.url(path));

const SITE: SiteCode = 'DE';
const TEXTS = wholeCatalogue(localeForSite(SITE));
const CREATE_SUBSCRIBER_PATHS: readonly string[] = [paths.newsletterSubscribers(false), paths.newsletterSubscribers(true)];
/** Chromium's own log line for a response with status 500 (not the page's: it has the resource's URL as its location). */
const NETWORK_500 = 'Failed to load resource: the server responded with a status of 500 (Internal Server Error)';

function text(id: string): string {
  const message = TEXTS[id];
  if (!message) throw new Error(`no text ${id} in the ${SITE} catalogue`);
  return message;
}

interface ConsoleProblem {
  type: string;
  text: string;
  /** Where the message comes from: a script's, or a failed resource's URL. */
  url: string;
}

/** Every console error and warning (but Redux Toolkit's machine-speed warning) and every uncaught page error of every page in the context, from its first moment. */
const problems: ConsoleProblem[] = [];
beforeAll(() => {
  session.context.on('console', (message: ConsoleMessage) => {
    const type = message.type();
    if ((type === 'error' || type === 'warning') && !isMachineSpeedWarning(message.text())) problems.push({ type, text: message.text(), url: message.location().url });
  });
  session.context.on('weberror', (error) => problems.push({ type: 'pageerror', text: error.error().message, url: error.page()?.url() ?? '' }));
});
beforeEach(() => {
  problems.length = 0;
});

function isCreateSubscriber(url: string): boolean {
  return CREATE_SUBSCRIBER_PATHS.includes(new URL(url).pathname);
}

/** The create-subscriber requests a page sends from now on. */
function createSubscriberRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && isCreateSubscriber(request.url())) sent.push(request);
  });
  return sent;
}

/** The shop page with the sign-up form near the viewport (it loads there) and live. */
async function openSignUp(): Promise<{ page: Page; form: Locator; sent: Request[] }> {
  const { page } = await session.open(`/?site=${SITE}`, 1280);
  const sent = createSubscriberRequests(page);
  await page.locator('#shop-footer').scrollIntoViewIfNeeded();
  await page.locator('#shop-footer[data-hydrated]').waitFor();
  const form = page.getByTestId('newsletter-form');
  await form.locator('input[name="email"]').waitFor();
  return { page, form, sent };
}

/** A real click into a field, then real key presses. */
async function typeInto(field: Locator, value: string): Promise<void> {
  await field.click();
  await field.pressSequentially(value);
}

/** The address, then what the site requires besides it (scripts/fillSignUpForm.ts answers the same), typed and clicked. */
async function fillAsShopper(form: Locator, email: string): Promise<void> {
  await typeInto(form.locator('input[name="email"]'), email);
  const rules = SITE_RULES[SITE];
  if (rules.namesRequired) {
    await typeInto(form.locator('input[name="firstName"]'), REQUIRED_FIELD_ANSWERS.firstName);
    await typeInto(form.locator('input[name="lastName"]'), REQUIRED_FIELD_ANSWERS.lastName);
  }
  if (rules.salutationRequired) await form.locator('select[name="salutation"]').selectOption(REQUIRED_FIELD_ANSWERS.salutation);
  if (rules.newsletterConsent) await form.locator('input[name="legals"]').check();
}

it('runs React’s development build (the tier tests what `npm start` serves)', async () => {
  // Only React DOM's development build says this, in a browser without React DevTools.
  const devtoolsHint = session.context.waitForEvent('console', (message) => message.type() === 'info' && message.text().includes('Download the React DevTools'));
  const { page } = await session.open('/');
  await devtoolsHint;
  await page.getByTestId('parts-status').waitFor();
  expect(problems).toEqual([]);
  await page.close();
});

it('shows the footer\'s promotion and signs up on DE to the thank-you, with one create-subscriber request', async () => {
  const { page, form, sent } = await openSignUp();
  // The promotion's parser is a chunk of its own, loaded while the request is under way.
  await page.locator('footer.sp-footer').getByText(fakePromotionContent(SITE).headline).waitFor();
  await fillAsShopper(form, 'lena@example.test');
  await form.locator('button[type="submit"]').click();
  // The thank-you, with the address the confirmation went to.
  await form.getByTestId('newsletter-success').filter({ hasText: text('newsletter.success.title') }).filter({ hasText: 'lena@example.test' }).waitFor();
  expect(sent).toHaveLength(1);
  expect(problems).toEqual([]);
  await page.close();
});

it('shows the technical-error bar when the service answers 500 (an @error.test address)', async () => {
  const { page, form, sent } = await openSignUp();
  await fillAsShopper(form, 'lena@error.test');
  // Chromium logs the 500 itself, with the request's URL as the line's location; nothing else may show.
  const network500 = (problem: ConsoleProblem) => problem.type === 'error' && problem.text === NETWORK_500 && isCreateSubscriber(problem.url);
  const logged = page.waitForEvent('console', (message) => network500({ type: message.type(), text: message.text(), url: message.location().url }));
  await form.locator('button[type="submit"]').click();
  await form.getByRole('alert').filter({ hasText: text('newsletter.errorBar.technical') }).waitFor();
  await logged;
  // The form stays for another try.
  await expect(form.locator('input[name="email"]').inputValue()).resolves.toBe('lena@error.test');
  expect(sent).toHaveLength(1);
  expect(problems.filter(network500)).toHaveLength(1);
  expect(problems.filter((problem) => !network500(problem))).toEqual([]);
  await page.close();
});

it('shows a bot that filled the hidden field the thank-you and sends no create-subscriber request', async () => {
  const { page, form, sent } = await openSignUp();
  await typeInto(form.locator('input[name="email"]'), 'bot@example.test');
  // A bot fills the field people never see by script: the value set as a browser's autofill sets
  // it (the native setter, then the input event React listens to).
  await form.getByTestId('newsletter-honeypot').evaluate((field: HTMLInputElement) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, 'https://spam.example');
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await form.locator('button[type="submit"]').click();
  await form.getByTestId('newsletter-success').filter({ hasText: text('newsletter.success.title') }).waitFor();
  // A request would have gone before the thank-you showed (the real sign-up's test sees it).
  expect(sent).toEqual([]);
  expect(problems).toEqual([]);
  await page.close();
});

it('shows the staff panel on the preview route for a staff login', async () => {
  await session.context.addCookies([{ name: 'StaffAuthToken', value: staffLogin(), url: server.url('/') }]);
  const { page } = await session.open('/');
  const panel = page.getByRole('region', { name: 'Staff preview' });
  await panel.getByText('Preview', { exact: true }).waitFor();
  // Its settings dialog (a chunk of its own, with the A/B tests of the fakes).
  await panel.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview settings' });
  await dialog.getByText('Active tests found.').waitFor();
  expect(problems).toEqual([]);
  await page.close();
});

it('opens a footer panel at a phone width (412 px) on a click on its header button', async () => {
  const { page } = await session.open(`/?site=${SITE}`, 412);
  await page.locator('#shop-footer').scrollIntoViewIfNeeded();
  await page.locator('#shop-footer[data-hydrated]').waitFor();
  const button = page.locator('#shop-footer .sp-accordion__button').first();
  const panelId = await button.getAttribute('aria-controls');
  expect(panelId).toBeTruthy();
  const panel = page.locator(`[id="${panelId ?? ''}"]`);
  await panel.waitFor({ state: 'hidden' });
  await button.click();
  await page.locator(`#shop-footer .sp-accordion__button[aria-controls="${panelId ?? ''}"][aria-expanded="true"]`).waitFor();
  await panel.getByRole('link').first().waitFor({ state: 'visible' });
  expect(problems).toEqual([]);
  await page.close();
});
