import { startTransition, useEffect, useMemo, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { createFormControl, useForm, type UseFormProps } from 'react-hook-form';
import type { CustomerBaseData } from '../../../api';
import { DEFAULT_ORIGIN, DEFAULT_ORIGIN_ADDITION } from '../../../api';
import { useShopPartsServices, type SiteCode } from '../../../config';
import { afterNextPaint, nextTask } from '../../../config/scheduling';
import { rulesFor } from '../content/siteRules';
import { disabledFieldsFor, EMPTY_VALUES, toSignUp, valuesFromCustomer } from '../logic/formValues';
import { fieldOrderFor } from '../logic/fieldOrder';
import { focusAndCenter, INVALID_FIELD_FOCUS_DELAY_MS } from '../logic/focusField';
import type { NewsletterField, NewsletterFormValues, NewsletterSchemaContext } from '../logic/newsletterSchema';
import { newsletterResolver, validateNewsletterOnDemand } from '../logic/resolver';
import { newsletterActions } from '../state/newsletterSlice';
import { useNewsletterDispatch } from '../state/reduxHooks';
import { useSignUpRequest } from '../state/signUpRequest';
import { usePointerRelease } from './usePointerRelease';
import { useValidationOnDemand } from './useValidationOnDemand';

/**
 * react-hook-form's options for the site's form: the same when the form control is created and on
 * every render. The default values are the control's alone (useNewsletterFormControl): given to
 * `useForm` again, they would reset the control to them.
 */
function formOptions(site: SiteCode, disabledFields: NewsletterField[], customerValues: NewsletterFormValues | undefined) {
  return {
    // Checked when a field is left, also after a submit; typing only withdraws a stale error (withdrawStaleError).
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    resolver: newsletterResolver,
    context: { site, disabledFields },
    // Customer data that arrives later fills the fields the visitor has not changed, and leaves the errors shown.
    values: customerValues,
    resetOptions: { keepDirtyValues: true, keepErrors: true },
    // The focus moves later, centred (focusLater).
    shouldFocusError: false,
  } satisfies UseFormProps<NewsletterFormValues, NewsletterSchemaContext>;
}

/**
 * react-hook-form's form control for the site and the customer, created once (`createFormControl`),
 * with the fields disabled for them. Called by a component of its own (SignUpForm), and the control
 * handed to `useForm` in its child: creating the control the first time is the biggest single piece
 * of the form's first render on a slow phone, and React yields between two components, so the
 * creation and the rest of the form's first render are tasks of their own, not one long one
 * (docs/performance.md, "The throttled visit").
 */
export function useNewsletterFormControl(site: SiteCode, customer: CustomerBaseData | null) {
  const disabledFields = useMemo(() => disabledFieldsFor(site, customer), [site, customer]);
  const customerValues = useMemo(() => (customer ? valuesFromCustomer(customer) : undefined), [customer]);
  const options = formOptions(site, disabledFields, customerValues);
  const [{ formControl }] = useState(() =>
    createFormControl<NewsletterFormValues, NewsletterSchemaContext>({ ...options, defaultValues: customerValues ?? EMPTY_VALUES }),
  );
  return { formControl, options, disabledFields };
}

export type NewsletterFormControl = ReturnType<typeof useNewsletterFormControl>;

/**
 * react-hook-form's `useForm` on the created control, in a component of its own too: on a slow phone
 * it and the rest of the form's state are each a task of their own at the first render.
 */
export function useNewsletterForm({ formControl, options }: NewsletterFormControl) {
  return useForm<NewsletterFormValues, NewsletterSchemaContext>({ ...options, formControl });
}

export type NewsletterForm = ReturnType<typeof useNewsletterForm>;

export interface SignUpFormOptions {
  site: SiteCode;
  /** The prefilled customer, or null for an anonymous visitor. */
  customer: CustomerBaseData | null;
  /** The site's and the customer's react-hook-form form control (useNewsletterFormControl). */
  control: NewsletterFormControl;
  /** useForm on that control (useNewsletterForm). */
  form: NewsletterForm;
  /** The invalid double-opt-in link bar is shown: focusing the e-mail field dismisses it. */
  doiErrorShown: boolean;
  origin?: string;
  originAddition?: string;
  onSuccess?: () => void;
}

/**
 * The sign-up form on react-hook-form: the fields hold their own values (a keystroke renders no
 * form), validation on leaving a field, the submit flow and the focus after a failed submit.
 */
export function useSignUpForm({ site, customer, control: { disabledFields }, form, doiErrorShown, origin, originAddition, onSuccess }: SignUpFormOptions) {
  const dispatch = useNewsletterDispatch();
  const { analytics } = useShopPartsServices();
  const [createSubscriber, request] = useSignUpRequest();
  const { errors } = form.formState;
  const [honeypot, setHoneypot] = useState('');
  const focusTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /**
   * The one double-submit guard: set from the click until the answer (validation, then the
   * request), so neither a second click nor Enter in a field sends the sign-up twice. The button
   * stays focusable meanwhile (SubmitButton). After a sign-up that succeeded it stays set: the form
   * is still on the page until React has rendered the thank-you (on a busy phone, a moment), and a
   * click then would sign the same visitor up again.
   */
  const attempt = useRef(false);
  const pointerRelease = usePointerRelease();

  const heldConsents = customer?.consents ?? [];
  const [touched, setTouched] = useState(false);
  const extended = touched || customer !== null;
  const [legalNoticeRevealed, setLegalNoticeRevealed] = useState(false);
  const legalNoticeShown = legalNoticeRevealed || customer !== null;

  useEffect(() => () => {
    if (focusTimer.current) clearTimeout(focusTimer.current);
  }, []);

  const loadValidation = useValidationOnDemand(site);

  // The legal notice (long text to lay out and measure) follows the revealed fields in the next
  // task: two frames of half the work instead of one long one (docs/performance.md, "The throttled visit").
  useEffect(() => {
    if (!touched || legalNoticeRevealed) return undefined;
    const timer = setTimeout(() => startTransition(() => setLegalNoticeRevealed(true)), 0);
    return () => clearTimeout(timer);
  }, [touched, legalNoticeRevealed]);

  /**
   * Validation on leaving a field. Not when the focus goes to the submit button (the submit checks
   * every field anyway). While a pointer is pressed (a mouse press moves the focus at mouse down) the
   * check waits for the press to end: an error text appearing or going above the pressed control
   * would move it between mouse down and mouse up, and the click would be lost. This does not rely
   * on the pressed button taking the focus: Safari on macOS and iOS does not focus a clicked button,
   * so the blur's relatedTarget is null there. The check runs after the focus change (or the click)
   * has painted; react-hook-form renders nothing when it finds nothing new.
   */
  function validateOnLeave<Element extends HTMLElement>(validate: (event: FocusEvent<Element>) => unknown) {
    return (event: FocusEvent<Element>) => {
      const button = event.relatedTarget instanceof HTMLElement ? event.relatedTarget.closest('button') : null;
      if (button?.matches('[type="submit"]')) return;
      const released = pointerRelease();
      void (released ? released.then(afterNextPaint) : afterNextPaint()).then(() => validate(event));
    };
  }

  /**
   * Typing into a field whose error shows: the error goes as soon as it no longer says what is
   * wrong (the field is fixed, or now has another problem, checked on leaving), so "Die E-Mail-Adresse
   * ist ein Pflichtfeld." does not stand over a typed address. It stays while it is still true, and
   * typing never brings a new error: the spec validates on blur, not on value update. A keystroke
   * with no error shown does nothing here.
   */
  async function withdrawStaleError(name: NewsletterField): Promise<void> {
    const shown = form.getFieldState(name).error?.message;
    if (!shown) return;
    const now = (await validateNewsletterOnDemand(form.getValues(), { site, disabledFields }, [name]))[name];
    if (now === shown) return;
    // Not while a pointer is pressed: the text going would move what is under it (validateOnLeave).
    await pointerRelease();
    if (form.getFieldState(name).error?.message === shown) form.clearErrors(name);
  }

  /** A text field's props: react-hook-form's `register`, checked on leaving (validateOnLeave), a stale error withdrawn while typing. */
  function textField(name: NewsletterField) {
    const registered = form.register(name, { disabled: disabledFields.includes(name) });
    return {
      ...registered,
      onChange: async (event: ChangeEvent<HTMLInputElement>) => {
        await registered.onChange(event);
        await withdrawStaleError(name);
      },
      onBlur: validateOnLeave<HTMLInputElement>(registered.onBlur),
    };
  }

  /** A checkbox: a tick is a decision, so an error already shown is checked again at once (never a new one). */
  function recheckShownError(name: NewsletterField): void {
    if (form.getFieldState(name).error) void form.trigger(name);
  }

  /** The e-mail field got the focus or text: the other fields follow, and a shown DOI error goes. */
  function touchEmail(): void {
    // Showing the extra fields is the biggest render the form does; as a transition it never
    // holds up the keystroke or focus that caused it. Only while they are hidden: queued on every
    // keystroke it would render the form a second time for nothing.
    if (!touched) startTransition(() => setTouched(true));
    if (doiErrorShown) dispatch(newsletterActions.doiErrorDismissed());
  }

  /** Focuses a field (by its name in the form) after a delay, scrolled to the centre. */
  function focusLater(formElement: HTMLFormElement, field: NewsletterField, delay = INVALID_FIELD_FOCUS_DELAY_MS) {
    if (focusTimer.current) clearTimeout(focusTimer.current);
    focusTimer.current = setTimeout(() => focusAndCenter(formElement.querySelector<HTMLElement>(`[name="${field}"]`)), delay);
  }

  /** Sends the sign-up; true once it succeeded. */
  async function send(values: Partial<NewsletterFormValues>, formElement: HTMLFormElement): Promise<boolean> {
    // Validation's render paints before the request.
    await nextTask();
    const answer = await createSubscriber(toSignUp(values, { heldConsents, origin, originAddition }));
    // No answer (the parts were ejected meanwhile): the error bar shows the request's failure.
    const result = 'data' in answer ? (answer.data ?? null) : null;
    if (result === 'SUCCESS') {
      analytics({
        event: 'sign_up',
        subject: 'newsletter',
        origin: `${origin || DEFAULT_ORIGIN}:${originAddition || DEFAULT_ORIGIN_ADDITION}`,
        type: 'ga4',
      });
      onSuccess?.();
      return true;
    }
    if (result === 'ERROR_INVALID_EMAIL') {
      form.setError('email', { type: 'server', message: 'emailInvalid' });
      focusLater(formElement, 'email');
    }
    return false;
  }

  /** The first invalid field of the last failed submit; count makes each failure a new announcement. */
  const [failedSubmit, setFailedSubmit] = useState<{ field: NewsletterField; count: number }>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (attempt.current) return;
    attempt.current = true;
    let signedUp = false;
    setTouched(true);
    try {
      if (honeypot !== '') {
        // A bot filled the hidden field: it sees success; the api sends nothing, and nothing is counted.
        await createSubscriber({ email: form.getValues('email'), honeypot });
        signedUp = true;
        onSuccess?.();
        return;
      }
      const clickedAt = performance.now();
      // The click paints before validation.
      await afterNextPaint();
      await form.handleSubmit(
        async (values) => {
          signedUp = await send(values, formElement);
        },
        (errors) => {
          // The first invalid field in the site's form order (HU: family name first); the delay counts from the click, not from validation.
          const first = fieldOrderFor(site).find((field) => errors[field] !== undefined);
          if (first) setFailedSubmit((previous) => ({ field: first, count: (previous?.count ?? 0) + 1 }));
          if (first) focusLater(formElement, first, Math.max(0, INVALID_FIELD_FOCUS_DELAY_MS - (performance.now() - clickedAt)));
        },
      )();
    } finally {
      attempt.current = signedUp;
    }
  }

  return {
    control: form.control,
    errors,
    textField,
    validateOnLeave,
    recheckShownError,
    touchEmail,
    extended,
    legalNoticeShown,
    honeypot,
    setHoneypot,
    submitting: request.isLoading,
    disabledFields,
    dneHeld: heldConsents.includes('DNE'),
    rules: rulesFor(site),
    /** The fields in the site's order (logic/fieldOrder.ts): the form shows the names in it. */
    fieldOrder: fieldOrderFor(site),
    submit,
    failedSubmit,
    loadValidation,
  };
}

export type SignUpFormState = ReturnType<typeof useSignUpForm>;
