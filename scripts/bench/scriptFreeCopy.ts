/**
 * The browser's own share of the visit's interactions. The same page, captured once the footer is
 * hydrated and the form is in, with every script removed and a few lines that only flip the
 * disclosures' `hidden` and `aria-expanded` (what our components change on a click): the same
 * markup and CSS, none of our code. Its interactions are what this browser needs to show the same
 * change without React, Redux or the package; the visit's numbers minus these are our code's.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { SiteCode } from '../../src/index';
import { withBrowser } from './browser';
import { median } from './median';
import { clickSubmit, countrySelectorStep, DESKTOP, PAUSE_MS, PHONE, phoneStepsToTyping, visitPage, type VisitPhase } from './visit';

/**
 * The steps the copy can take: those that change only what a disclosure or the browser itself
 * changes. Its submit is the click alone (the page stays; no validation, no request): the floor
 * for the real submit's click, whose work follows its paint.
 */
export const SCRIPT_FREE_PHASES = ['panel', 'emailFocus', 'typing', 'submit', 'countrySelector'] as const satisfies readonly VisitPhase[];
export type ScriptFreePhase = (typeof SCRIPT_FREE_PHASES)[number];

/** Runs in the copy instead of the page's scripts: a click on a disclosure button flips it, and a submit stays on the page. */
export function standInForOurScripts(): void {
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
}

/** The demo page at this size once its footer is live, as HTML without scripts. */
async function capture(context: BrowserContext, baseUrl: string, site: SiteCode, viewport: typeof PHONE): Promise<string> {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  await page.goto(`${baseUrl}/?site=${site}`, { waitUntil: 'networkidle' });
  await page.locator('#shop-footer').scrollIntoViewIfNeeded();
  await page.locator('#shop-footer[data-hydrated]').waitFor();
  await page.locator('.sp-footer__newsletter').scrollIntoViewIfNeeded(); // the form loads near the viewport
  await page.locator('[data-testid="newsletter-form"] input[name="email"]').waitFor();
  await page.waitForLoadState('networkidle');
  const html = await page.evaluate(() => {
    document.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"]').forEach((element) => element.remove());
    return `<!doctype html>${document.documentElement.outerHTML}`;
  });
  await page.close();
  return html;
}

/** The copies of a site's phone and desktop pages, captured once and visited as often as the visit. */
export async function captureScriptFreeCopies(baseUrl: string, site: SiteCode): Promise<{ phone: string; desktop: string }> {
  return withBrowser(async (context) => ({ phone: await capture(context, baseUrl, site, PHONE), desktop: await capture(context, baseUrl, site, DESKTOP) }));
}

/**
 * One visit of the copies with the visit's own steps, pauses and throttling, each served at the
 * demo's address (so its styles and images load from there): each step's slowest interaction (ms).
 */
export async function measureScriptFreeVisit(baseUrl: string, copies: { phone: string; desktop: string }): Promise<Partial<Record<ScriptFreePhase, number>>> {
  const url = `${baseUrl}/script-free-copy.html`;
  const serving = (html: string) => async (page: Page) => {
    await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    await page.addInitScript(standInForOurScripts);
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
