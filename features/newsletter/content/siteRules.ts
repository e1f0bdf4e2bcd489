import type { SiteCode } from '../../../config';

/**
 * What differs between the country sites in the sign-up form (docs/behaviour.md, "Newsletter"). One table,
 * so the schema, the fields and the legal texts read the same facts.
 */
export interface NewsletterSiteRules {
  /** First and last name are required (HU, TR). */
  namesRequired: boolean;
  /** The salutation is required (HU). */
  salutationRequired: boolean;
  /** The newsletter consent box (legal NEWSLETTER) is shown and required (TR); elsewhere the privacy hint. */
  newsletterConsent: boolean;
  /** A prefilled customer's empty salutation and name fields are disabled (AT, HU, TR). */
  disableEmptyPrefilledFields: boolean;
  /**
   * The family name's field comes before the given name's (HU: Hungarian writes the family name
   * first, and so do its forms). Visual, tab and first-error focus order alike (logic/fieldOrder.ts).
   */
  familyNameFirst: boolean;
  /** Minimum age stated in the legal notice. */
  minimumAge: number;
  /** Months the welcome voucher stays valid, stated where the site's legal text names it (HU). */
  voucherValidMonths: number | null;
  /** TR: unconfirmed sign-ups are deleted after this many days. */
  unconfirmedDeletedAfterDays: number | null;
  /** TR: sending stops after this many years of unopened mails. */
  sendingStopsAfterYears: number | null;
}

/** The welcome discount as a fraction (10 %), formatted per locale. */
export const WELCOME_DISCOUNT = 0.1;

/**
 * Every rule of every site, written for that site: a new site states each one (tsc names the site
 * missing here, or a rule left out). No shared default, so no site gets another's minimum age
 * unasked.
 */
export const SITE_RULES: Record<SiteCode, NewsletterSiteRules> = {
  DE: {
    namesRequired: false, salutationRequired: false, newsletterConsent: false, familyNameFirst: false, disableEmptyPrefilledFields: false,
    minimumAge: 16, voucherValidMonths: null, unconfirmedDeletedAfterDays: null, sendingStopsAfterYears: null,
  },
  AT: {
    namesRequired: false, salutationRequired: false, newsletterConsent: false, familyNameFirst: false, disableEmptyPrefilledFields: true,
    minimumAge: 16, voucherValidMonths: null, unconfirmedDeletedAfterDays: null, sendingStopsAfterYears: null,
  },
  CH: {
    namesRequired: false, salutationRequired: false, newsletterConsent: false, familyNameFirst: false, disableEmptyPrefilledFields: false,
    minimumAge: 16, voucherValidMonths: null, unconfirmedDeletedAfterDays: null, sendingStopsAfterYears: null,
  },
  CH_FR: {
    namesRequired: false, salutationRequired: false, newsletterConsent: false, familyNameFirst: false, disableEmptyPrefilledFields: false,
    minimumAge: 16, voucherValidMonths: null, unconfirmedDeletedAfterDays: null, sendingStopsAfterYears: null,
  },
  CZ: {
    namesRequired: false, salutationRequired: false, newsletterConsent: false, familyNameFirst: false, disableEmptyPrefilledFields: false,
    minimumAge: 18, voucherValidMonths: null, unconfirmedDeletedAfterDays: null, sendingStopsAfterYears: null,
  },
  SK: {
    namesRequired: false, salutationRequired: false, newsletterConsent: false, familyNameFirst: false, disableEmptyPrefilledFields: false,
    minimumAge: 18, voucherValidMonths: null, unconfirmedDeletedAfterDays: null, sendingStopsAfterYears: null,
  },
  HU: {
    namesRequired: true, salutationRequired: true, newsletterConsent: false, familyNameFirst: true, disableEmptyPrefilledFields: true,
    minimumAge: 16, voucherValidMonths: 1, unconfirmedDeletedAfterDays: null, sendingStopsAfterYears: null,
  },
  TR: {
    namesRequired: true, salutationRequired: false, newsletterConsent: true, familyNameFirst: false, disableEmptyPrefilledFields: true,
    minimumAge: 16, voucherValidMonths: null, unconfirmedDeletedAfterDays: 14, sendingStopsAfterYears: 2,
  },
  PL: {
    namesRequired: false, salutationRequired: false, newsletterConsent: false, familyNameFirst: false, disableEmptyPrefilledFields: false,
    minimumAge: 16, voucherValidMonths: null, unconfirmedDeletedAfterDays: null, sendingStopsAfterYears: null,
  },
};

/** The rules of a site; an unknown value (the schema context is untyped at run time) gets DE's. */
export function rulesFor(site: unknown): NewsletterSiteRules {
  return typeof site === 'string' && Object.hasOwn(SITE_RULES, site) ? SITE_RULES[site as SiteCode] : SITE_RULES.DE;
}
