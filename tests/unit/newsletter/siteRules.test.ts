import { SITE_CODES, type SiteCode } from '../../../config';
import { NEWSLETTER_LINKS, SITE_RULES } from '../../../features/newsletter';

/**
 * A site's newsletter rules decide what its sign-up form requires and what its legal notice states
 * (the minimum age among them), so each site states each of them: no site may get another's rules,
 * or a default, because it was forgotten. The test runs without tsc (swc), so it holds even where
 * tsc is not asked. A rule is any key a site states: every site must state it too.
 */
const RULE_KEYS = [...new Set(SITE_CODES.flatMap((site) => Object.keys({ ...SITE_RULES[site] })))];

/** The sites whose entry is the very object another site uses (a shared default such as `SI: BASE`). */
function sitesSharingRulesWith(site: SiteCode): SiteCode[] {
  return SITE_CODES.filter((other) => other !== site && SITE_RULES[other] === SITE_RULES[site]);
}

describe.each(SITE_CODES)('the newsletter rules of %s', (site) => {
  it('are an entry of its own, shared with no other site', () => {
    expect({ site, entry: Object.hasOwn(SITE_RULES, site) ? 'its own' : 'none' }).toEqual({ site, entry: 'its own' });
    expect({ site, sharedWith: sitesSharingRulesWith(site) }).toEqual({ site, sharedWith: [] });
  });

  it('state every rule any site states, and a minimum age', () => {
    // A copy as a plain record, so each key can be read by name; a missing entry copies as {}.
    const rules: Record<string, unknown> = { ...SITE_RULES[site] };
    expect({ site, unstated: RULE_KEYS.filter((key) => !Object.hasOwn(rules, key) || rules[key] === undefined) }).toEqual({ site, unstated: [] });
    expect({ site, minimumAge: Number.isInteger(rules.minimumAge) && (rules.minimumAge as number) > 0 }).toEqual({ site, minimumAge: true });
  });

  it('come with the pages its form links to, its own paths', () => {
    expect({ site, entry: Object.hasOwn(NEWSLETTER_LINKS, site) ? 'its own' : 'none' }).toEqual({ site, entry: 'its own' });
    const links = NEWSLETTER_LINKS[site];
    for (const path of [links.voucherConditions, links.privacy, links.contact, links.sampleNewsletter]) expect(path).toMatch(/^\/\S+$/);
  });
});
