import { useRef } from 'react';
import { useIntl } from 'react-intl';
import type { CustomerBaseData } from '../../../api';
import type { SiteCode } from '../../../config';
import { Input, Notification } from '../../../widgets';
import { linksFor } from '../content';
import { errorBarMessages, fieldMessages } from '../messages';
import { useNewsletterForm, useNewsletterFormControl, useSignUpForm, type NewsletterForm, type NewsletterFormControl, type SignUpFormState } from '../hooks/useSignUpForm';
import { useSettledResult } from '../hooks/useSettledResult';
import { useErrorText } from '../hooks/useErrorText';
import { useErrorHint } from '../hooks/useErrorHint';
import { useFocusKeptInView } from '../hooks/useFocusKeptInView';
import { FailedSubmitAnnouncement } from './FailedSubmitAnnouncement';
import { Honeypot } from './Honeypot';
import { LegalNotice } from './LegalNotice';
import { NewsletterConsent } from './NewsletterConsent';
import { PersonalFields } from './PersonalFields';
import { PersonalisedOffersConsent } from './PersonalisedOffersConsent';
import { PrivacyHint } from './PrivacyHint';
import { SubmitButton } from './SubmitButton';

export interface SignUpFormProps {
  site: SiteCode;
  customer: CustomerBaseData | null;
  /** The invalid double-opt-in link bar is shown above the form. */
  doiErrorShown: boolean;
  labelledBy: string;
  origin?: string;
  originAddition?: string;
  onSuccess?: () => void;
}

/**
 * The form itself: e-mail first; salutation, names, the personalised-offers box and the legal
 * notice once the e-mail field is touched (or the customer is prefilled); the TR consent or the
 * privacy hint; the submit button and, after a failed request, the technical-error bar. The
 * browser's own validation is off (noValidate): our messages are tied to the fields instead.
 */
export function SignUpForm(props: SignUpFormProps) {
  // The form's first render in four of React's tasks, each under 50 ms on a slow phone: react-hook-form's
  // form control is created here, useForm runs on it in a child, the form's state is kept in a
  // grandchild and its markup rendered below that (useNewsletterFormControl; docs/performance.md,
  // "The throttled visit").
  return <SignUpFormWithControl {...props} control={useNewsletterFormControl(props.site, props.customer)} />;
}

function SignUpFormWithControl(props: SignUpFormProps & { control: NewsletterFormControl }) {
  return <SignUpFormLogic {...props} form={useNewsletterForm(props.control)} />;
}

function SignUpFormLogic({ labelledBy, ...options }: SignUpFormProps & { control: NewsletterFormControl; form: NewsletterForm }) {
  return <SignUpFormMarkup site={options.site} labelledBy={labelledBy} form={useSignUpForm(options)} />;
}

function SignUpFormMarkup({ site, labelledBy, form }: { site: SiteCode; labelledBy: string; form: SignUpFormState }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const errorHint = useErrorHint();
  const settled = useSettledResult();
  const links = linksFor(site);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusKeptInView(formRef, form.errors);

  return (
    <form
      ref={formRef}
      className="sp-newsletter__form"
      // A submit the browser makes itself (server HTML whose code has not loaded yet) posts to the
      // page: the address stays out of the URL, the history and the Referer, as a GET would put it.
      method="post"
      noValidate
      aria-labelledby={labelledBy}
      // The visitor's first interaction: validation's code starts loading (useValidationOnDemand).
      onFocus={form.loadValidation}
      onPointerDown={form.loadValidation}
      onSubmit={(event) => void form.submit(event)}
    >
      <Honeypot value={form.honeypot} onValueChange={form.setHoneypot} />
      <Input
        type="email"
        autoComplete="email"
        clearable={false}
        label={intl.formatMessage(fieldMessages.email)}
        aria-required
        error={errorText(form.errors.email, fieldMessages.email)}
        errorHint={errorHint(form.errors.email)}
        onFocus={form.touchEmail}
        onInput={form.touchEmail}
        {...form.textField('email')}
      />
      {form.extended && (
        <div className="sp-newsletter__extended" data-testid="newsletter-extended">
          <PersonalFields form={form} />
          {!form.dneHeld && <PersonalisedOffersConsent form={form} />}
          {form.legalNoticeShown && <LegalNotice rules={form.rules} links={links} />}
        </div>
      )}
      {form.rules.newsletterConsent ? <NewsletterConsent form={form} links={links} /> : <PrivacyHint links={links} />}
      <SubmitButton submitting={form.submitting} />
      <FailedSubmitAnnouncement form={form} />
      {settled.result === 'ERROR_GENERIC' && (
        // A new element per request: screen readers announce a repeated failure again.
        <Notification key={settled.requestId} variant="error" closable={false} pictogram className="sp-newsletter__bar">
          {intl.formatMessage(errorBarMessages.technical)}
        </Notification>
      )}
    </form>
  );
}
