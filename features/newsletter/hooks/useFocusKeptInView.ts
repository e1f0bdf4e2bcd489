import { useLayoutEffect, type RefObject } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { keepFocusInView } from '../../../widgets';
import { FIELD_ORDER } from '../logic/formValues';
import type { NewsletterFormValues } from '../logic/newsletterSchema';

/**
 * Keeps the focused control of the form in view when error texts appear or go (WCAG 2.4.11 Focus
 * not obscured): leaving a field by Tab shows its error a frame later, above the control that has
 * just taken the focus, and can push that control below the viewport. Runs before the paint, only
 * when the shown errors change.
 */
export function useFocusKeptInView(form: RefObject<HTMLFormElement | null>, errors: FieldErrors<NewsletterFormValues>): void {
  const shown = FIELD_ORDER.map((field) => errors[field]?.message ?? '').join('\n');
  useLayoutEffect(() => keepFocusInView(form.current), [form, shown]);
}
