import { startTransition, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { CustomerBaseData } from '../../../api';
import { DEFAULT_ORIGIN, DEFAULT_ORIGIN_ADDITION } from '../../../api';
import { useShopPartsServices, type SiteCode } from '../../../config';
import { afterNextPaint, nextTask, whenIdle } from '../../../config/scheduling';
import { rulesFor } from '../content/siteRules';
import { disabledFieldsFor, EMPTY_VALUES, toSignUp, valuesFromCustomer, withPrefill, type NewsletterField, type NewsletterFormValues } from '../logic/formValues';
import { newsletterActions } from '../state/newsletterSlice';
import { firstInvalidField, sameErrors, validateNewsletterForm, type FieldErrors, type NewsletterSchemaContext } from '../logic/validation';
import { focusAndCenter, INVALID_FIELD_FOCUS_DELAY_MS } from '../logic/focusField';
import { useNewsletterDispatch } from '../state/reduxHooks';
import { useSignUpRequest } from '../state/signUpRequest';
import { usePressedElement } from './usePressedElement';
import { validationWarmUpSteps } from '../logic/warmUpValidation';
import { useElementPrefills } from './useElementPrefills';
import { useFieldHandlers } from './useFieldHandlers';

export interface SignUpFormOptions {
  site: SiteCode;
  /** The prefilled customer, or null for an anonymous visitor. */
  customer: CustomerBaseData | null;
  /** The invalid double-opt-in link bar is shown: focusing the e-mail field dismisses it. */
  doiErrorShown: boolean;
  origin?: string;
  originAddition?: string;
  onSuccess?: () => void;
}

/** The sign-up form's state and handlers: values, blur validation, the submit flow and the focus after a failed submit. */
export function useSignUpForm({ site, customer, doiErrorShown, origin, originAddition, onSuccess }: SignUpFormOptions) {
  const dispatch = useNewsletterDispatch();
  const { analytics } = useShopPartsServices();
  const [createSubscriber, request] = useSignUpRequest();

  const [values, setValues] = useState<NewsletterFormValues>(() => (customer ? valuesFromCustomer(customer) : EMPTY_VALUES));
  const prefills = useElementPrefills(values);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const fieldElements = useRef<Partial<Record<NewsletterField, HTMLElement | null>>>({});
  const focusTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /**
   * The one double-submit guard: set from the click until the answer (validation, then the
   * request), so neither a second click nor Enter in a field sends the sign-up twice. The button
   * stays focusable meanwhile (SubmitButton).
   */
  const attempt = useRef(false);
  const pressedElement = usePressedElement();

  const heldConsents = customer?.consents ?? [];
  const disabledFields = useMemo(() => disabledFieldsFor(site, customer), [site, customer]);
  const context: NewsletterSchemaContext = { site, disabledFields };
  const extended = touched || customer !== null;
  const [legalNoticeRevealed, setLegalNoticeRevealed] = useState(false);
  const legalNoticeShown = legalNoticeRevealed || customer !== null;

  const handlers = useFieldHandlers(
    { values, errors, context, doiErrorShown, touched },
    {
      setValues,
      setErrors,
      // Showing the extra fields is the biggest render the form does; as a transition it never
      // holds up the keystroke or focus that caused it (the field answers at once, the fields follow).
      revealExtendedFields: () => startTransition(() => setTouched(true)),
      dismissDoiError: () => dispatch(newsletterActions.doiErrorDismissed()),
      pressedElement,
      fieldElements: fieldElements.current,
    },
  );

  // Customer data that arrives after the first render fills the fields still empty, as the table's
  // prefill rules say (the element fields as they are now: they may hold text typed since their last blur).
  useEffect(() => {
    if (!customer) return;
    const typed = handlers.readElementValues();
    setValues((current) => withPrefill({ ...current, ...typed }, customer));
  }, [customer, handlers]);

  useEffect(() => () => {
    if (focusTimer.current) clearTimeout(focusTimer.current);
  }, []);

  useEffect(() => whenIdle(validationWarmUpSteps({ site })), [site]);

  // The legal notice (long text to lay out and measure) follows the revealed fields in the next
  // task: two frames of half the work instead of one long one (docs/performance.md, "The throttled visit").
  useEffect(() => {
    if (!touched || legalNoticeRevealed) return undefined;
    const timer = setTimeout(() => startTransition(() => setLegalNoticeRevealed(true)), 0);
    return () => clearTimeout(timer);
  }, [touched, legalNoticeRevealed]);

  function focusLater(field: NewsletterField, delay = INVALID_FIELD_FOCUS_DELAY_MS) {
    if (focusTimer.current) clearTimeout(focusTimer.current);
    focusTimer.current = setTimeout(() => focusAndCenter(fieldElements.current[field]), delay);
  }

  /** Validates, then sends; resolves with the api's answer, or null when nothing was sent or no answer came. */
  async function validateAndSend(values: NewsletterFormValues) {
    const clickedAt = performance.now();
    // The click paints before validation, and validation's render before the request.
    await afterNextPaint();
    const found = validateNewsletterForm(values, context);
    // Unchanged errors (a valid form submitted, the same mistakes again) render nothing.
    setErrors((known) => (sameErrors(known, found) ? known : found));
    const first = firstInvalidField(found);
    if (first) {
      // The focus delay counts from the click, not from validation.
      focusLater(first, Math.max(0, INVALID_FIELD_FOCUS_DELAY_MS - (performance.now() - clickedAt)));
      return null;
    }
    await nextTask();
    const answer = await createSubscriber(toSignUp(values, { heldConsents, disabledFields, origin, originAddition }));
    // No answer (the parts were ejected meanwhile): the error bar shows the request's failure.
    return 'data' in answer ? (answer.data ?? null) : null;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (attempt.current) return;
    attempt.current = true;
    setTouched(true);
    // What the fields hold now (Enter in a field submits without a blur).
    const values = handlers.readValues();
    try {
      if (honeypot !== '') {
        // A bot filled the hidden field: it sees success; the api sends nothing, and nothing is counted.
        await createSubscriber({ email: values.email, honeypot });
        onSuccess?.();
        return;
      }
      const result = await validateAndSend(values);
      if (result === 'SUCCESS') {
        analytics({
          event: 'sign_up',
          subject: 'newsletter',
          origin: `${origin || DEFAULT_ORIGIN}:${originAddition || DEFAULT_ORIGIN_ADDITION}`,
          type: 'ga4',
        });
        onSuccess?.();
      } else if (result === 'ERROR_INVALID_EMAIL') {
        setErrors({ email: 'emailInvalid' });
        focusLater('email');
      }
    } finally {
      attempt.current = false;
    }
  }

  return {
    values,
    prefills,
    errors,
    extended,
    legalNoticeShown,
    honeypot,
    setHoneypot,
    submitting: request.isLoading,
    disabledFields,
    dneHeld: heldConsents.includes('DNE'),
    rules: rulesFor(site),
    handlers,
    submit,
  };
}

export type SignUpFormState = ReturnType<typeof useSignUpForm>;
