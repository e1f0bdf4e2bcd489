import { NEWSLETTER_FIELD_ORDER, type NewsletterField } from '../../../api';
import type { SiteCode } from '../../../config';
import { rulesFor } from '../content/siteRules';

/** The family name before the given name: the two swap places, every other field keeps its own. */
const FAMILY_NAME_FIRST = NEWSLETTER_FIELD_ORDER.map((field) => (field === 'firstName' ? 'lastName' : field === 'lastName' ? 'firstName' : field));

/**
 * The fields in the order a site's form shows them: the definition's order (api/newsletterFields.ts),
 * with the family name first where the site says so (HU). The form renders the name fields in this
 * order and a failed submit focuses the first invalid field in it, so tab order, reading order and
 * error focus agree.
 */
export function fieldOrderFor(site: SiteCode): readonly NewsletterField[] {
  return rulesFor(site).familyNameFirst ? FAMILY_NAME_FIRST : NEWSLETTER_FIELD_ORDER;
}
