import { isEmailAddress } from './emailAddress';
import type { NewsletterFormValues } from './formValues';
import { newsletterSchema, type NewsletterSchemaContext } from './newsletterSchema';
import { hasOnlyNameCharacters, looksLikeUrl } from './personName';
import { validateNewsletterForm } from './validate';

/** A sign-up as a visitor types it, with a dotted name, so every rule and pattern runs once. */
const SAMPLE: NewsletterFormValues = { email: 'lena.berg@example.de', salutation: '', firstName: 'Lena', lastName: 'A.Berg', consents: [], legals: [] };

/**
 * The steps that build the Unicode patterns, build the schema and run it once (together about 50 ms on a
 * throttled phone, each step at most about 15 ms), so the visitor's first blur or submit does not
 * pay for them. Run one per idle period (whenIdle).
 */
export function validationWarmUpSteps(context: NewsletterSchemaContext): (() => void)[] {
  return [
    () => isEmailAddress(SAMPLE.email),
    () => hasOnlyNameCharacters(SAMPLE.lastName),
    () => looksLikeUrl(SAMPLE.lastName),
    () => newsletterSchema(),
    () => validateNewsletterForm(SAMPLE, context),
  ];
}
