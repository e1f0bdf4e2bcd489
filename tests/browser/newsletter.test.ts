import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { SITE_CODES, localeForSite, type SiteCode } from '../../config';
import { SITE_RULES } from '../../features/newsletter/content/siteRules';
import { demoUrl, describeViolations, type AxeViolation, browserForThisFile } from './support/browser';
import { eventually, expectEventually } from './support/eventually';
import { wholeCatalogue } from '../support/catalogues';

jest.setTimeout(120000);

const session = browserForThisFile();

function catalogue(site: SiteCode): Record<string, string> {
  return wholeCatalogue(localeForSite(site));
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core on the newsletter form only (the rest of the demo page is not this part's), same rule set as the shared helper. */
async function formViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; help: string; nodes: { target: string[]; html: string }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Element, options: object) => Promise<Result> } }).axe;
    const form = document.querySelector('[data-testid="newsletter-form"]');
    if (!form) throw new Error('no newsletter form on the page');
    const result = await axe.run(form, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target, html: node.html })),
    }));
  });
}

/** The text of what describes a field (its error, its hint). */
function describedText(field: Locator): Promise<string> {
  return field.evaluate((input) => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
}

async function expectNoViolations(page: Page, state: string): Promise<void> {
  const report = describeViolations(await formViolations(page));
  expect(`${state}: ${report}`).toBe(`${state}: `);
}

async function openSite(site: SiteCode, query = ''): Promise<{ page: Page; errors: string[]; form: Locator }> {
  const opened = await session.open(`/?site=${site}${query}`);
  const form = opened.page.getByTestId('newsletter-form');
  await form.waitFor();
  return { ...opened, form };
}

/** Fills what the site requires besides the e-mail (HU: salutation and names; TR: names and consent). */
async function fillRequired(form: Locator, site: SiteCode): Promise<void> {
  const rules = SITE_RULES[site];
  await form.locator('input[name="firstName"]').fill('Lena');
  await form.locator('input[name="lastName"]').fill('Berg');
  if (rules.salutationRequired) await form.locator('select[name="salutation"]').selectOption('MRS');
  if (rules.newsletterConsent) await form.locator('input[name="legals"]').check();
}

describe.each([...SITE_CODES])('newsletter sign-up on the %s demo', (site) => {
  it('fails validation, meets a server error, then succeeds; axe finds nothing in any state', async () => {
    const texts = catalogue(site);
    // Opened from an expired double-opt-in link: axe checks the invalid-link bar too (its flow, in
    // every engine: engines/signUpFlows.test.ts); the e-mail field's focus below dismisses it.
    const { page, errors, form } = await openSite(site, '&doi=invalid');
    const email = form.locator('input[name="email"]');
    const submit = form.locator('button[type="submit"]');
    await form.getByRole('alert').filter({ hasText: texts['newsletter.errorBar.doiLinkInvalid'] }).waitFor();
    await expectNoViolations(page, 'initial, with the invalid-link bar');

    // 1. Validation: an empty submit marks the e-mail field and moves the focus to it after 100 ms.
    // The check runs after the click's paint (docs/behaviour.md), so the mark comes a frame later.
    await submit.click();
    await form.locator('input[name="email"][aria-invalid="true"]').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'email');
    await form.getByRole('alert').waitFor({ state: 'detached' });
    await eventually(async () => expect(await describedText(email)).toContain(texts['newsletter.validation.emailRequired']));
    if (SITE_RULES[site].namesRequired) await form.locator('input[name="firstName"][aria-invalid="true"]').waitFor();
    await expectNoViolations(page, 'validation failed');

    // 2. Server error: the technical-error bar, and everything typed is still there.
    await email.fill('lena@error.test');
    await fillRequired(form, site);
    await submit.click();
    await form.getByRole('alert').filter({ hasText: texts['newsletter.errorBar.technical'] }).waitFor();
    await expect(email.inputValue()).resolves.toBe('lena@error.test');
    await expect(form.locator('input[name="firstName"]').inputValue()).resolves.toBe('Lena');
    await expect(form.locator('input[name="lastName"]').inputValue()).resolves.toBe('Berg');
    await expect(email.getAttribute('aria-invalid')).resolves.toBeNull();
    await expectNoViolations(page, 'server error');

    // 3. Success: the form goes, the thank-you names the address, the content below stays put.
    await email.fill('lena@example.test');
    const below = form.locator('.sp-newsletter__footnote');
    const bottomBefore = await form.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
    await submit.click();
    await form.getByTestId('newsletter-success').filter({ hasText: texts['newsletter.success.title'] }).filter({ hasText: 'lena@example.test' }).waitFor();
    await form.locator('input[name="email"]').waitFor({ state: 'detached' });
    await eventually(async () => {
      expect(await form.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY)).toBeCloseTo(bottomBefore, 0);
      expect(await below.isVisible()).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)).toContainEqual({
        event: 'sign_up',
        subject: 'newsletter',
        origin: 'onsite:subsite',
        type: 'ga4',
      });
    });
    await expectNoViolations(page, 'success');
    // The browser itself logs the deliberate 500 of the @error.test address; nothing else may appear.
    expect(errors.filter((error) => !/status of 500/.test(error))).toEqual([]);
    await page.close();
  });
});

describe('newsletter sign-up in the browser', () => {
  it('shows the legal notice collapsed to 60 px, and its toggle opens and closes it', async () => {
    const { page, errors, form } = await openSite('CZ');
    await form.locator('input[name="email"]').click(); // shows the extended part, where the notice is
    const legal = form.locator('.sp-newsletter__legal');
    const region = legal.locator('.sp-expansion-block__region');
    const toggle = legal.getByRole('button', { expanded: false });
    const height = () => region.evaluate((element) => Math.round(element.getBoundingClientRect().height));
    const fullHeight = () => region.locator('.sp-expansion-block__content').evaluate((element) => Math.round(element.getBoundingClientRect().height));
    await expectEventually(height, 60);
    expect(await fullHeight()).toBeGreaterThan(60);
    await expect(toggle.getAttribute('aria-controls')).resolves.toBe(await region.getAttribute('id'));

    await toggle.click();
    const open = legal.getByRole('button', { expanded: true });
    await open.waitFor();
    await eventually(async () => expect(await height()).toBe(await fullHeight()));

    await open.click();
    await legal.getByRole('button', { expanded: false }).waitFor();
    await expectEventually(height, 60);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('fits 375, 768 and 1280 px: no horizontal scrolling, the right picture at each width, and no shift when a failed submit shows the bar below the button', async () => {
    const { page, form } = await openSite('HU');
    const picture = form.locator('picture img');
    await form.locator('input[name="email"]').click(); // shows the extended fields too
    await form.locator('.sp-newsletter__legal').waitFor(); // the legal notice follows them a task later
    for (const [width, rendition] of [
      [375, null],
      [768, { width: 273, height: 273 }],
      [1280, { width: 400, height: 300 }],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await form.scrollIntoViewIfNeeded();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect({ width, overflow }).toEqual({ width, overflow: 0 });
      // Every control lies inside the form's box (a clipped field would not show as page overflow).
      const outside = await form.evaluate((section) => {
        const box = section.getBoundingClientRect();
        return [...section.querySelectorAll<HTMLElement>('input:not([name="homepage"]), select, button')]
          // A control not rendered (an empty field's hidden clear button) has no box to lie outside of.
          .filter((control) => control.getClientRects().length > 0)
          .filter((control) => {
            const rect = control.getBoundingClientRect();
            return rect.left < box.left - 0.5 || rect.right > box.right + 0.5;
          })
          .map((control) => control.getAttribute('name') ?? control.textContent);
      });
      expect({ width, outside }).toEqual({ width, outside: [] });
      if (rendition === null) {
        await expect(picture.isVisible()).resolves.toBe(false);
      } else {
        // The rendition for this width, loaded (the one before it stays complete until the switch).
        await eventually(async () => {
          const shown = await picture.evaluate((image: HTMLImageElement) => ({ loaded: image.complete && image.naturalWidth > 0, src: image.currentSrc, width: image.clientWidth, height: image.clientHeight }));
          expect(shown.src).toContain(`newsletter_image_${rendition.width}x${rendition.height}.jpg`);
          expect({ loaded: shown.loaded, width: shown.width, height: shown.height }).toEqual({ loaded: true, ...rendition });
        });
      }
      await expectNoViolations(page, `${width} px`);
    }
    // The submit button stays where it is when the error bar appears (the bar goes below it).
    const email = form.locator('input[name="email"]');
    await email.fill('lena@error.test');
    await fillRequired(form, 'HU');
    const button = form.locator('button[type="submit"]');
    // Page coordinates, so the scrolling a click may do does not count.
    const position = () => button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { top: box.top + window.scrollY, left: box.left + window.scrollX, height: box.height, width: box.width };
    });
    const before = await position();
    await button.click();
    await form.getByRole('alert').waitFor();
    expect(await position()).toEqual(before);
    await page.close();
  });

  it('a second click while the request is out sends one request only', async () => {
    const { page, form } = await openSite('DE');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('newsletter-subscribers')) requests.push(request.url());
    });
    await form.locator('input[name="email"]').fill('lena@example.test');
    const button = form.locator('button[type="submit"]');
    await button.dblclick();
    await form.getByTestId('newsletter-success').waitFor();
    expect(requests).toEqual([demoUrl('/service/newsletter/api/internal/newsletter-subscribers')]);
    await page.close();
  });

  it('states the first name\'s limit: 45 characters typed show what is too many, announced once typing pauses; leaving the field brings the spec\'s error and keeps every character; axe finds nothing', async () => {
    const { page, errors, form } = await openSite('DE');
    await form.locator('input[name="email"]').click();
    const firstName = form.locator('input[name="firstName"]');
    await firstName.waitFor();
    const described = async () =>
      firstName.evaluate((input) => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? `(no #${id})`));
    await expect(described()).resolves.toEqual(['Höchstens 40 Zeichen']);
    await expect(firstName.getAttribute('maxlength')).resolves.toBeNull();

    const typed = 'Maximiliane-Friederike Anna-Lena Gräfin Berg';
    await firstName.pressSequentially(`${typed}e`);
    await expect(firstName.inputValue()).resolves.toBe(`${typed}e`);
    expect(`${typed}e`).toHaveLength(45);
    const count = form.locator('.sp-newsletter__count');
    await count.filter({ hasText: 'Sie haben 5 Zeichen zu viel eingegeben' }).waitFor({ state: 'visible' });
    // The field is no error while typing; a polite live region says the count after the pause.
    await expect(firstName.getAttribute('aria-invalid')).resolves.toBeNull();
    await form.locator('.sp-newsletter__name [aria-live="polite"]', { hasText: 'Sie haben 5 Zeichen zu viel eingegeben' }).waitFor({ state: 'attached' });
    await expectNoViolations(page, 'over the limit while typing');

    await page.keyboard.press('Tab');
    await form.locator('input[name="firstName"][aria-invalid="true"]').waitFor();
    await expect(firstName.inputValue()).resolves.toBe(`${typed}e`);
    await expectEventually(described, ['Fehler: Der Vorname darf höchstens 40 Zeichen haben.', 'Höchstens 40 Zeichen']);
    await expect(count.textContent()).resolves.toBe('Sie haben 5 Zeichen zu viel eingegeben');
    await expectNoViolations(page, 'over the limit, left');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('HU: the last name (Vezetéknév) comes before the first name (Keresztnév), on screen and in the tab order', async () => {
    const { page, errors, form } = await openSite('HU');
    await form.locator('input[name="email"]').click();
    const lastName = form.getByRole('textbox', { name: 'Vezetéknév' });
    const firstName = form.getByRole('textbox', { name: 'Keresztnév' });
    await firstName.waitFor();
    const [last, first] = await Promise.all([lastName.boundingBox(), firstName.boundingBox()]);
    if (!last || !first) throw new Error('a name field has no box');
    // Side by side on a wide page, one under the other on a narrow one: the last name first either way.
    expect(last.y < first.y || (last.y === first.y && last.x < first.x)).toBe(true);
    await form.getByRole('combobox', { name: 'Megszólítás' }).focus();
    await page.keyboard.press('Tab');
    await expectEventually(() => lastName.evaluate((input) => input === document.activeElement), true);
    await page.keyboard.press('Tab');
    await expectEventually(() => firstName.evaluate((input) => input === document.activeElement), true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
