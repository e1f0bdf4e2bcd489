/**
 * What a shopper does on a host page, in Debian's Chromium: the footer in the site's language, the
 * promotion from the fakes, a newsletter sign-up to its thank-you, and no console error or
 * hydration warning on the way.
 */
import type { Locator, Page } from 'playwright-core';
import { localeForSite, type SiteCode } from '../../../config';
import { fakePromotionContent } from '../../../api/fakes';
import { loadFooterContent } from '../../../features/footer/content/loadFooterContent';
import { launchChromium } from '../../../scripts/chromium';
import { fillSiteRequiredFields } from '../../../scripts/fillSignUpForm';
import { partCatalogue } from '../../support/catalogues';
import { recordScripts, staffStage, visitThroughStages, type ShopperVisit } from '../../../scripts/bench/stages';

/** The site's texts of one part (message ids <area>.<component>.<name>). */
export function catalogue(site: SiteCode, area: 'footer' | 'newsletter'): Record<string, string> {
  return partCatalogue(area, localeForSite(site));
}

/** Every link the footer shows at the CLASSIC (desktop) layout, which servers render by default. */
async function footerLinkUrls(site: SiteCode): Promise<string[]> {
  const content = await loadFooterContent(site);
  const urls = [
    ...content.teaser.groups.flatMap((group) => [group.heading.link.url, ...group.links.filter((item) => !item.hideInClassic).map((item) => item.link.url)]),
    ...content.seo.columns.flatMap((column) => column.links.map((link) => link.url)),
    ...[...content.socialMedia, ...content.appReferences].map((item) => item.link.url),
    ...(content.qualityLogos ?? []).map((logo) => logo.link.url),
    ...(content.salesTax ? [content.salesTax.link.url] : []),
    ...content.legalLinks.map((link) => link.url),
  ];
  return [...new Set(urls)];
}

/** The href of every link in a piece of server HTML. */
function hrefsIn(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));
}

/** The site's footer links that a piece of server HTML lacks as plain markup: none when the footer is complete. */
export async function footerLinksMissingFrom(html: string, site: SiteCode): Promise<string[]> {
  const hrefs = hrefsIn(html);
  return (await footerLinkUrls(site)).filter((url) => !hrefs.includes(url));
}

/** Scrolls to the footer, waits for its promotion and form, signs up; the footer and the thank-you. */
export async function signUpInFooter(page: Page, site: SiteCode): Promise<{ footer: Locator; thankYou: string }> {
  const footer = page.locator('footer.sp-footer');
  await footer.scrollIntoViewIfNeeded();
  await footer.getByText(fakePromotionContent(site).headline).waitFor();
  const form = page.getByTestId('newsletter-form');
  await form.waitFor();
  await form.locator('input[name="email"]').fill('lena.berg@example.test');
  await fillSiteRequiredFields(form, site);
  await form.locator('button[type="submit"]').click();
  const success = form.getByTestId('newsletter-success');
  await success.waitFor();
  return { footer, thankYou: (await success.textContent()) ?? '' };
}

/** React's own wording for server HTML that hydration could not reuse (18 and 19). */
export const HYDRATION_PROBLEM = /hydrat|did not match|server rendered|Text content does not match/i;

export interface VisitResult {
  /** Console errors, page errors, and warnings about hydration. */
  problems: string[];
  footerLabel: string | null;
  footerText: string;
  thankYou: string;
  /** With `stages`: the shopper's visit stage by stage, and what the staff visit added (scripts/bench/stages.ts). */
  stages?: ShopperVisit & { staff: string[] };
}

export interface VisitOptions {
  /** Runs once the page has loaded, before the shopper scrolls (a host's own check). */
  beforeFooter?: (page: Page) => Promise<void>;
  /**
   * Measure the stages on the way (scripts/bench/stages.ts): the shopper's visit, then in the same
   * browser a staff member's visit to `previewUrl` (the staff cookie, the preview route).
   */
  stages?: { previewUrl: string };
}

export async function visitAndSignUp(url: string, site: SiteCode, options: VisitOptions = {}): Promise<VisitResult> {
  const chromium = await launchChromium(`host-${site}`);
  try {
    const page = await chromium.context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || HYDRATION_PROBLEM.test(message.text())) problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    if (!options.stages) {
      await page.goto(url, { waitUntil: 'networkidle' });
      await options.beforeFooter?.(page);
      const { footer, thankYou } = await signUpInFooter(page, site);
      return { problems, footerLabel: await footer.getAttribute('aria-label'), footerText: (await footer.textContent()) ?? '', thankYou };
    }

    // The same visit, stage by stage: the address is typed as the first interaction.
    const recorder = recordScripts(page);
    await page.goto(url);
    const shopper = await visitThroughStages(page, recorder, { settled: options.beforeFooter });
    const footer = page.locator('footer.sp-footer');
    await footer.getByText(fakePromotionContent(site).headline).waitFor();
    const form = page.getByTestId('newsletter-form');
    await fillSiteRequiredFields(form, site);
    await form.locator('button[type="submit"]').click();
    const success = form.getByTestId('newsletter-success');
    await success.waitFor();
    const result = { problems, footerLabel: await footer.getAttribute('aria-label'), footerText: (await footer.textContent()) ?? '', thankYou: (await success.textContent()) ?? '' };
    const staff = await staffStage(chromium.context, options.stages.previewUrl, Object.values(recorder.scripts()).flat());
    problems.push(...staff.problems);
    return { ...result, stages: { ...shopper, staff: staff.scripts } };
  } finally {
    await chromium.close();
  }
}
