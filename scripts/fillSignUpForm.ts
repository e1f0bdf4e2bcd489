import type { Locator } from 'playwright-core';
import { SITE_RULES } from '../features/newsletter/content/siteRules';
import type { SiteCode } from '../src/index';

/** What the shopper answers where a site requires it (the bench's visit types the same by hand). */
export const REQUIRED_FIELD_ANSWERS = { firstName: 'Lena', lastName: 'Berg', salutation: 'MRS' } as const;

/**
 * What a shopper fills in besides the e-mail address before submitting the newsletter form on a
 * site: the names and salutation where the site requires them, the consent where it asks for one.
 * Used by the package tests' host visits (the bench's visit fills the same by hand).
 */
export async function fillSiteRequiredFields(form: Locator, site: SiteCode): Promise<void> {
  const rules = SITE_RULES[site];
  if (rules.namesRequired) {
    await form.locator('input[name="firstName"]').fill(REQUIRED_FIELD_ANSWERS.firstName);
    await form.locator('input[name="lastName"]').fill(REQUIRED_FIELD_ANSWERS.lastName);
  }
  if (rules.salutationRequired) await form.locator('select[name="salutation"]').selectOption(REQUIRED_FIELD_ANSWERS.salutation);
  if (rules.newsletterConsent) await form.locator('input[name="legals"]').check();
}
