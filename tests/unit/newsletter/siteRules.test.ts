import { SITE_CODES, type SiteCode } from '../../../config';
import { NEWSLETTER_LINKS, SITE_RULES } from '../../../features/newsletter';
import type { NewsletterSiteRules } from '../../../features/newsletter/content';

/**
 * A site's newsletter rules decide what its sign-up form requires and what its legal notice states
 * (the minimum age among them), so each site states each of them: no site may get another's rules,
 * or a default, because it was forgotten. The test runs without tsc (swc), so it holds even where
 * tsc is not asked. tsc keeps this list and NewsletterSiteRules alike, both ways.
 */
const RULE_KEYS = Object.keys({
  namesRequired: true,
  salutationRequired: true,
  newsletterConsent: true,
  disableEmptyPrefilledFields: true,
  minimumAge: true,
  voucherValidMonths: true,
  unconfirmedDeletedAfterDays: true,
  sendingStopsAfterYears: true,
} satisfies Record<keyof NewsletterSiteRules, true>);

const BOOLEAN_RULES = ['namesRequired', 'salutationRequired', 'newsletterConsent', 'disableEmptyPrefilledFields'];

/** The sites whose entry is the very object another site uses (a shared default such as `SI: BASE`). */
function sitesSharingRulesWith(site: SiteCode): SiteCode[] {
  return SITE_CODES.filter((other) => other !== site && SITE_RULES[other] === SITE_RULES[site]);
}

describe.each(SITE_CODES)('the newsletter rules of %s', (site) => {
  it('are an entry of its own, shared with no other site', () => {
    expect({ site, entry: Object.hasOwn(SITE_RULES, site) ? 'its own' : 'none' }).toEqual({ site, entry: 'its own' });
    expect({ site, sharedWith: sitesSharingRulesWith(site) }).toEqual({ site, sharedWith: [] });
  });

  it('state every rule, each with a value of its kind', () => {
    // A copy as a plain record, so each key can be read by name; a missing entry copies as {}.
    const rules: Record<string, unknown> = { ...SITE_RULES[site] };
    expect({ site, unstated: RULE_KEYS.filter((key) => !Object.hasOwn(rules, key) || rules[key] === undefined) }).toEqual({ site, unstated: [] });
    expect({ site, unknown: Object.keys(rules).filter((key) => !RULE_KEYS.includes(key)) }).toEqual({ site, unknown: [] });
    for (const key of BOOLEAN_RULES) expect(typeof rules[key]).toBe('boolean');
    expect(Number.isInteger(rules.minimumAge) && (rules.minimumAge as number) > 0).toBe(true);
    for (const key of ['voucherValidMonths', 'unconfirmedDeletedAfterDays', 'sendingStopsAfterYears']) {
      expect(rules[key] === null || (Number.isInteger(rules[key]) && (rules[key] as number) > 0)).toBe(true);
    }
  });

  it('come with the pages its form links to, its own paths', () => {
    expect({ site, entry: Object.hasOwn(NEWSLETTER_LINKS, site) ? 'its own' : 'none' }).toEqual({ site, entry: 'its own' });
    const links = NEWSLETTER_LINKS[site];
    for (const path of [links.voucherConditions, links.privacy, links.contact, links.sampleNewsletter]) expect(path).toMatch(/^\/\S+$/);
  });
});
