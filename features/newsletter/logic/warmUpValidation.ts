import { addressPatternWarmUps } from './emailAddress';
import { definitionOf, FIELD_ORDER } from './fields';
import { valuesFrom } from './formValues';
import { schemaWarmUps, type NewsletterSchemaContext } from './newsletterSchema';
import { namePatternWarmUps } from './personName';
import { validateNewsletterField, validateNewsletterForm } from './validate';

/** A sign-up as a visitor types it: each field's sample from the table. */
const SAMPLE = valuesFrom((name) => definitionOf(name).sample);

/**
 * The steps that build and compile the patterns (one step each, for both string widths), build each
 * field's schema and then the form's, and check each field and then the whole form on a sample, so
 * the visitor's first blur or submit does not pay for them. Run one per idle period (whenIdle):
 * each step stays well under a long frame on a slow phone (docs/performance.md).
 */
export function validationWarmUpSteps(context: NewsletterSchemaContext): (() => void)[] {
  return [
    ...addressPatternWarmUps(),
    ...namePatternWarmUps(),
    ...schemaWarmUps(),
    ...FIELD_ORDER.map((field) => () => validateNewsletterField(field, SAMPLE, context)),
    () => validateNewsletterForm(SAMPLE, context),
  ];
}
