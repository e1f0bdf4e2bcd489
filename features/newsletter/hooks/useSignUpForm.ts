import { startTransition, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { ConsentValue, CustomerBaseData } from '../../../api';
import { DEFAULT_ORIGIN, DEFAULT_ORIGIN_ADDITION } from '../../../api';
import { useShopPartsServices, type SiteCode } from '../../../config';
import { rulesFor } from '../content/siteRules';
import { EMPTY_VALUES, PERSONAL_FIELDS, toSignUp, valuesFromCustomer, type NewsletterField, type NewsletterFormValues, type PersonalField } from '../logic/formValues';
import { newsletterActions, selectDoiErrorShown, selectSubmitting } from '../state/newsletterSlice';
import { firstInvalidField, sameErrors, validateNewsletterForm, type FieldErrors, type NewsletterSchemaContext } from '../logic/validation';
import { focusAndCenter, INVALID_FIELD_FOCUS_DELAY_MS } from '../logic/focusField';
import { useNewsletterDispatch, useNewsletterSelector } from '../state/reduxHooks';
import { submitNewsletterSignUp } from '../state/submitSignUp';
import { usePressedElement } from './usePressedElement';
import { validationWarmUpSteps } from '../logic/warmUpValidation';
import { useFieldHandlers } from './useFieldHandlers';
import { afterNextPaint, nextTask, whenIdle } from '../logic/yieldToBrowser';

export interface SignUpFormOptions {
  site: SiteCode;
  /** The prefilled customer, or null for an anonymous visitor. */
  customer: CustomerBaseData | null;
  origin?: string;
  originAddition?: string;
  onSuccess?: () => void;
}

/**
 * "Disabled if empty when shown" (docs/behaviour.md, "Newsletter"), read as: in AT, HU and TR a prefilled
 * customer's salutation and name fields that the customer data leaves empty are disabled. The
 * customer's master data is kept in the account there, not changed by a newsletter sign-up. Read
 * literally for anonymous visitors (all fields start empty), HU's required fields could never be
 * filled, so the rule only applies to prefilled customers; disabled fields are neither validated
 * nor sent.
 */
export function disabledPersonalFields(site: SiteCode, customer: CustomerBaseData | null): PersonalField[] {
  if (!customer || !rulesFor(site).disableEmptyPrefilledFields) return [];
  return PERSONAL_FIELDS.filter((field) => customer[field] === '');
}

/** Fills only the fields the visitor has left empty, so data that arrives late never overwrites typing. */
function mergeCustomer(values: NewsletterFormValues, customer: CustomerBaseData): NewsletterFormValues {
  const prefilled = valuesFromCustomer(customer);
  return {
    ...values,
    email: values.email || prefilled.email,
    salutation: values.salutation || prefilled.salutation,
    firstName: values.firstName || prefilled.firstName,
    lastName: values.lastName || prefilled.lastName,
  };
}

/** The sign-up form's state and handlers: values, blur validation, the submit flow and the focus after a failed submit. */
export function useSignUpForm({ site, customer, origin, originAddition, onSuccess }: SignUpFormOptions) {
  const dispatch = useNewsletterDispatch();
  const { analytics } = useShopPartsServices();
  const submitting = useNewsletterSelector(selectSubmitting);
  const doiErrorShown = useNewsletterSelector(selectDoiErrorShown);

  const [values, setValues] = useState<NewsletterFormValues>(() => (customer ? valuesFromCustomer(customer) : EMPTY_VALUES));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const fieldElements = useRef<Partial<Record<NewsletterField, HTMLElement | null>>>({});
  const focusTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** A submit is between the click and its request (the store's `submitting` starts with the request). */
  const submitStarted = useRef(false);
  const pressedElement = usePressedElement();

  const heldConsents: ConsentValue[] = customer?.consents ?? [];
  const disabledFields = useMemo(() => disabledPersonalFields(site, customer), [site, customer]);
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

  // Customer data that arrives after the first render fills the fields still empty (the typed
  // fields as they are now: they may hold text typed since their last blur).
  useEffect(() => {
    if (!customer) return;
    const { email, firstName, lastName } = handlers.readValues();
    setValues((current) => mergeCustomer({ ...current, email, firstName, lastName }, customer));
  }, [customer, handlers]);

  useEffect(() => () => {
    if (focusTimer.current) clearTimeout(focusTimer.current);
  }, []);

  useEffect(() => whenIdle(...validationWarmUpSteps({ site })), [site]);

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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || submitStarted.current) return;
    setTouched(true);
    // What the fields hold now (Enter in a field submits without a blur).
    const values = handlers.readValues();
    if (honeypot !== '') {
      // A bot filled the hidden field: it sees success, nothing is sent and nothing is counted.
      dispatch(newsletterActions.botSignUpAccepted({ email: values.email }));
      onSuccess?.();
      return;
    }
    submitStarted.current = true;
    const clickedAt = performance.now();
    // The click paints before validation, and validation's render before the request.
    await afterNextPaint();
    const found = validateNewsletterForm(values, context);
    // Unchanged errors (a valid form submitted, the same mistakes again) render nothing.
    setErrors((known) => (sameErrors(known, found) ? known : found));
    const first = firstInvalidField(found);
    if (first) {
      submitStarted.current = false;
      // The focus delay counts from the click, not from validation.
      focusLater(first, Math.max(0, INVALID_FIELD_FOCUS_DELAY_MS - (performance.now() - clickedAt)));
      return;
    }
    await nextTask();
    const request = dispatch(submitNewsletterSignUp(toSignUp(values, { heldConsents, disabledFields, origin, originAddition })));
    // From here the store's `submitting` (set as the request starts) refuses a second submit.
    submitStarted.current = false;
    const action = await request;
    if (!submitNewsletterSignUp.fulfilled.match(action)) return;
    if (action.payload === 'SUCCESS') {
      analytics({
        event: 'sign_up',
        subject: 'newsletter',
        origin: `${origin || DEFAULT_ORIGIN}:${originAddition || DEFAULT_ORIGIN_ADDITION}`,
        type: 'ga4',
      });
      onSuccess?.();
    } else if (action.payload === 'ERROR_INVALID_EMAIL') {
      setErrors({ email: 'emailInvalid' });
      focusLater('email');
    }
  }

  return {
    values,
    errors,
    extended,
    legalNoticeShown,
    honeypot,
    setHoneypot,
    submitting,
    disabledFields,
    dneHeld: heldConsents.includes('DNE'),
    rules: rulesFor(site),
    handlers,
    submit,
  };
}

export type SignUpFormState = ReturnType<typeof useSignUpForm>;
