import { addressPatternWarmUps } from './emailAddress';
import { EMPTY_VALUES, FIELD_ORDER } from './formValues';
import { newsletterSchema, schemaWarmUps, type NewsletterFormValues, type NewsletterSchemaContext } from './newsletterSchema';
import { namePatternWarmUps } from './personName';
import { validateNewsletter } from './validateNewsletter';

/**
 * A sign-up as a visitor types it, so every rule and pattern runs once (a dotted last name: the URL
 * check's pattern too); any other field empty, as a new form has it. Valid on every site: checking
 * it throws nowhere.
 */
const SAMPLE: NewsletterFormValues = { ...EMPTY_VALUES, email: 'lena.berg@example.de', salutation: 'MRS', firstName: 'Lena', lastName: 'A.Berg', legals: ['NEWSLETTER'] };

/**
 * The steps that build and compile the patterns (one step each, for both string widths), build each
 * field's schema and then the form's, and check each field and then the whole form on the sample, so
 * the visitor's first blur or submit does not pay for them. Run one per idle period (whenIdle):
 * each step stays well under a long frame on a slow phone (docs/performance.md).
 */
export function validationWarmUpSteps(context: NewsletterSchemaContext): (() => void)[] {
  return [
    ...addressPatternWarmUps(),
    ...namePatternWarmUps(),
    ...schemaWarmUps(),
    ...FIELD_ORDER.map((field) => () => void newsletterSchema().validateSyncAt(field, SAMPLE, { context })),
    // The schema runs synchronously: the step's work is done when it returns.
    () => void validateNewsletter(SAMPLE, context),
  ];
}
