import { useIntl } from 'react-intl';
import type { CustomerBaseData } from '../../../api';
import type { SiteCode } from '../../../config';
import { Button, Checkbox, Notification, VisuallyHidden } from '../../../widgets';
import { linksFor } from '../content';
import { errorBarMessages, fieldMessages, formMessages } from '../messages';
import { selectNewsletterResult, selectSubmitCount } from '../state/newsletterSlice';
import { useNewsletterSelector } from '../state/reduxHooks';
import { useSignUpForm } from '../hooks/useSignUpForm';
import { EmailField } from './EmailField';
import { Honeypot } from './Honeypot';
import { LegalNotice } from './LegalNotice';
import { NewsletterConsent } from './NewsletterConsent';
import { PersonalFields } from './PersonalFields';
import { PrivacyHint } from './PrivacyHint';
import { useErrorText } from '../hooks/useErrorText';

export interface SignUpFormProps {
  site: SiteCode;
  customer: CustomerBaseData | null;
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
export function SignUpForm({ site, customer, labelledBy, origin, originAddition, onSuccess }: SignUpFormProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const form = useSignUpForm({ site, customer, origin, originAddition, onSuccess });
  const result = useNewsletterSelector(selectNewsletterResult);
  const submitCount = useNewsletterSelector(selectSubmitCount);
  const links = linksFor(site);

  return (
    <form className="sp-newsletter__form" noValidate aria-labelledby={labelledBy} onSubmit={(event) => void form.submit(event)}>
      <Honeypot value={form.honeypot} onValueChange={form.setHoneypot} />
      <EmailField
        label={intl.formatMessage(fieldMessages.email)}
        value={form.values.email}
        error={errorText(form.errors.email, fieldMessages.email)}
        onValueChange={(value) => form.setValue('email', value)}
        onFocus={form.touchEmail}
        onBlur={form.blurHandler('email')}
        ref={form.registerField('email')}
      />
      {form.extended && (
        <div className="sp-newsletter__extended" data-testid="newsletter-extended">
          <PersonalFields form={form} />
          {!form.dneHeld && (
            <Checkbox
              name="consents"
              value="DNE"
              label={intl.formatMessage(fieldMessages.personalisedOffers)}
              checked={form.values.consents.includes('DNE')}
              onCheckedChange={(checked) => form.toggle('consents', 'DNE', checked)}
              error={errorText(form.errors.consents, fieldMessages.personalisedOffers)}
              ref={form.registerField('consents')}
            />
          )}
          {form.legalNoticeShown && <LegalNotice rules={form.rules} links={links} />}
        </div>
      )}
      {form.rules.newsletterConsent ? <NewsletterConsent form={form} links={links} /> : <PrivacyHint links={links} />}
      <div className="sp-newsletter__actions">
        <Button
          type="submit"
          variant="primary"
          className="sp-newsletter__submit"
          aria-disabled={form.submitting ? true : undefined}
          aria-busy={form.submitting ? true : undefined}
        >
          {intl.formatMessage(formMessages.submit)}
          {form.submitting && <VisuallyHidden> {intl.formatMessage(formMessages.submitting)}</VisuallyHidden>}
        </Button>
      </div>
      {result === 'ERROR_GENERIC' && (
        // A new element per finished attempt: screen readers announce a repeated failure again.
        <Notification key={submitCount} variant="error" closable={false} pictogram className="sp-newsletter__bar">
          {intl.formatMessage(errorBarMessages.technical)}
        </Notification>
      )}
    </form>
  );
}
