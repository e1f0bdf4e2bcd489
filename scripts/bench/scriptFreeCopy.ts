/**
 * The browser's own share of the visit's interactions. The same page, captured once the footer is
 * hydrated and the form is in, with every script removed and a few lines that make the changes our
 * components make (a disclosure's `hidden` and `aria-expanded` on a click; the form's further
 * fields and its legal notice when the e-mail field first gets the focus, inserted as the page
 * showed them): the same markup and CSS, none of our code. Its interactions are what this browser
 * needs to show the same change without React, Redux or the package; the visit's numbers minus
 * these are our code's.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { SiteCode } from '../../src/index';
import { withBrowser } from './browser';
import { median } from './median';
import { clickSubmit, countrySelectorStep, DESKTOP, EMAIL_FIELD, PAUSE_MS, PHONE, phoneStepsToTyping, visitPage, type VisitPhase } from './visit';

/**
 * The steps the copy can take: those that change only what a disclosure or the browser itself
 * changes. Its submit is the click alone (the page stays; no validation, no request): the floor
 * for the real submit's click, whose work follows its paint.
 */
export const SCRIPT_FREE_PHASES = ['panel', 'emailFocus', 'typing', 'submit', 'countrySelector'] as const satisfies readonly VisitPhase[];
export type ScriptFreePhase = (typeof SCRIPT_FREE_PHASES)[number];

/**
 * What the newsletter form shows when the e-mail field first gets the focus (the spec's further
 * fields), as the live page rendered it: the extension without its legal notice, and the notice,
 * which our form adds in the task after (useSignUpForm).
 */
export interface FormReveal {
  extension: string;
  legalNotice: string;
}

/**
 * Runs in the copy instead of the page's scripts: a click on a disclosure button flips it, a submit
 * stays on the page, and the e-mail field's first focus reveals the form's further fields (given
 * the live page's markup for them) after the field's row, and their legal notice a task later.
 * Serialised into the page (Playwright's `addInitScript`): it uses nothing from outside itself.
 */
export function standInForOurScripts(reveal: FormReveal | null = null): void {
  document.addEventListener('submit', (event) => event.preventDefault());
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[aria-controls]') : null;
    if (!button) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    button.closest('.sp-accordion__item')?.classList.toggle('sp-accordion__item--open', open);
    const target = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (target) target.hidden = !open;
  });
  if (!reveal) return;
  document.addEventListener('focusin', (event) => {
    // EMAIL_FIELD and EXTENSION, written out: this function runs in the page, without the module.
    const field = event.target instanceof Element ? event.target.closest('[data-testid="newsletter-form"] input[name="email"]') : null;
    const form = field?.closest('form');
    if (!field || !form || form.querySelector('[data-testid="newsletter-extended"]')) return;
    let row: Element = field;
    while (row.parentElement && row.parentElement !== form) row = row.parentElement;
    row.insertAdjacentHTML('afterend', reveal.extension);
    setTimeout(() => form.querySelector('[data-testid="newsletter-extended"]')?.insertAdjacentHTML('beforeend', reveal.legalNotice), 0);
  });
}

/** A script-free copy: the page's HTML, and on the phone the form's reveal at the e-mail field's first focus. */
export interface ScriptFreeCopy {
  html: string;
  reveal: FormReveal | null;
}

const EXTENSION = '[data-testid="newsletter-extended"]';
const LEGAL_NOTICE = '.sp-newsletter__legal';

/** The form's reveal, from the live page: the e-mail field focused by a click, until the legal notice is in. */
async function captureReveal(page: Page): Promise<FormReveal> {
  await page.locator(EMAIL_FIELD).click();
  await page.locator(`${EXTENSION} ${LEGAL_NOTICE}`).waitFor();
  return page.evaluate(
    ({ extensionCss, noticeCss }) => {
      const extension = document.querySelector(extensionCss)!.cloneNode(true) as Element;
      const legalNotice = extension.querySelector(noticeCss)!;
      legalNotice.remove();
      return { extension: extension.outerHTML, legalNotice: legalNotice.outerHTML };
    },
    { extensionCss: EXTENSION, noticeCss: LEGAL_NOTICE },
  );
}

/** The demo page at this size once its footer is live, as HTML without scripts; with the form's reveal when asked. */
async function capture(context: BrowserContext, baseUrl: string, site: SiteCode, viewport: typeof PHONE, withReveal: boolean): Promise<ScriptFreeCopy> {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  await page.goto(`${baseUrl}/?site=${site}`, { waitUntil: 'networkidle' });
  await page.locator('#shop-footer').scrollIntoViewIfNeeded();
  await page.locator('#shop-footer[data-hydrated]').waitFor();
  await page.locator('.sp-footer__newsletter').scrollIntoViewIfNeeded(); // the form loads near the viewport
  await page.locator(EMAIL_FIELD).waitFor();
  await page.waitForLoadState('networkidle');
  const html = await page.evaluate(() => {
    document.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"]').forEach((element) => element.remove());
    return `<!doctype html>${document.documentElement.outerHTML}`;
  });
  const reveal = withReveal ? await captureReveal(page) : null;
  await page.close();
  return { html, reveal };
}

/** The copies of a site's phone and desktop pages, captured once and visited as often as the visit. */
export async function captureScriptFreeCopies(baseUrl: string, site: SiteCode): Promise<{ phone: ScriptFreeCopy; desktop: ScriptFreeCopy }> {
  return withBrowser(async (context) => ({ phone: await capture(context, baseUrl, site, PHONE, true), desktop: await capture(context, baseUrl, site, DESKTOP, false) }));
}

/**
 * One visit of the copies with the visit's own steps, pauses and throttling, each served at the
 * demo's address (so its styles and images load from there): each step's slowest interaction (ms).
 */
export async function measureScriptFreeVisit(baseUrl: string, copies: { phone: ScriptFreeCopy; desktop: ScriptFreeCopy }): Promise<Partial<Record<ScriptFreePhase, number>>> {
  const url = `${baseUrl}/script-free-copy.html`;
  const serving = (copy: ScriptFreeCopy) => async (page: Page) => {
    await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: copy.html }));
    await page.addInitScript(standInForOurScripts, copy.reveal);
  };
  return withBrowser(async (context) => {
    const phone = (
      await visitPage(context, PHONE, url, { traceWith: null, prepare: serving(copies.phone) }, async (page) => {
        await phoneStepsToTyping(page);
        await clickSubmit(page);
        await page.waitForTimeout(PAUSE_MS);
      })
    ).slowestInteractions;
    const desktop = (await visitPage(context, DESKTOP, url, { traceWith: null, prepare: serving(copies.desktop) }, countrySelectorStep)).slowestInteractions;
    return {
      panel: phone.panel?.durationMs,
      emailFocus: phone.emailFocus?.durationMs,
      typing: phone.typing?.durationMs,
      submit: phone.submit?.durationMs,
      countrySelector: desktop.countrySelector?.durationMs,
    };
  });
}

/** Per step, the median over the copy's visits (a step without an interaction over 16 ms counts 0). */
export function summariseScriptFreeVisits(runs: Partial<Record<ScriptFreePhase, number>>[]): Record<ScriptFreePhase, number> {
  const summary = {} as Record<ScriptFreePhase, number>;
  for (const phase of SCRIPT_FREE_PHASES) summary[phase] = median(runs.map((run) => run[phase] ?? 0));
  return summary;
}
