import { defineMessages, type MessageDescriptor, type MessageTag, type NoMessageValues } from 'react-intl';
import type { NewsletterField } from '../../api';

type None = NoMessageValues;

/**
 * Every text of the sign-up form. Ids are newsletter.<component>.<name>; the German source text is
 * the defaultMessage and the de-DE catalogue entry. Links are rich-text tags (<privacyLink>…).
 */
export const bannerMessages = defineMessages<{ heading: { discount: string }; text: { discount: string; footnoteMark: string } }>({
  heading: { id: 'newsletter.banner.heading', defaultMessage: 'Newsletter abonnieren und {discount} sparen' },
  text: {
    id: 'newsletter.banner.text',
    defaultMessage:
      'Melden Sie sich jetzt an: Als Dankeschön erhalten Sie einen Willkommensgutschein über {discount} für Ihren nächsten Einkauf{footnoteMark}. Dazu Angebote, Neuheiten und Inspiration direkt in Ihr Postfach.',
  },
});

export const formMessages = defineMessages<{ submit: None; submitting: None; optional: { label: string } }>({
  submit: { id: 'newsletter.form.submit', defaultMessage: 'Jetzt anmelden' },
  submitting: { id: 'newsletter.form.submitting', defaultMessage: 'Ihre Anmeldung wird gesendet…' },
  optional: { id: 'newsletter.form.optional', defaultMessage: '{label} (optional)' },
});

export const fieldMessages = defineMessages<{ email: None; salutation: None; salutationChoose: None; salutationMr: None; salutationMrs: None; salutationCompany: None; salutationDivers: None; firstName: None; lastName: None; personalisedOffers: None; newsletterConsentField: None; honeypot: None }>({
  email: { id: 'newsletter.fields.email', defaultMessage: 'E-Mail-Adresse' },
  salutation: { id: 'newsletter.fields.salutation', defaultMessage: 'Anrede' },
  salutationChoose: { id: 'newsletter.fields.salutationChoose', defaultMessage: 'Bitte wählen' },
  salutationMr: { id: 'newsletter.fields.salutationMr', defaultMessage: 'Herr' },
  salutationMrs: { id: 'newsletter.fields.salutationMrs', defaultMessage: 'Frau' },
  salutationCompany: { id: 'newsletter.fields.salutationCompany', defaultMessage: 'Firma' },
  salutationDivers: { id: 'newsletter.fields.salutationDivers', defaultMessage: 'Divers' },
  firstName: { id: 'newsletter.fields.firstName', defaultMessage: 'Vorname' },
  lastName: { id: 'newsletter.fields.lastName', defaultMessage: 'Nachname' },
  personalisedOffers: {
    id: 'newsletter.fields.personalisedOffers',
    defaultMessage: 'Ja, ich möchte personalisierte Angebote erhalten, die zu meinen Interessen und Einkäufen passen.',
  },
  newsletterConsentField: { id: 'newsletter.fields.newsletterConsentField', defaultMessage: 'Einwilligung zum Newsletter' },
  honeypot: { id: 'newsletter.fields.honeypot', defaultMessage: 'Bitte lassen Sie dieses Feld leer.' },
});

/** Each field's name in the failed-submit announcement (its error text's {field}): a field without one does not compile. */
export const fieldLabels = {
  email: fieldMessages.email,
  salutation: fieldMessages.salutation,
  firstName: fieldMessages.firstName,
  lastName: fieldMessages.lastName,
  consents: fieldMessages.personalisedOffers,
  legals: fieldMessages.newsletterConsentField,
} satisfies Record<NewsletterField, MessageDescriptor>;

export const newsletterConsentMessages = defineMessages<{ label: { usageLink: MessageTag; hintLink: MessageTag } }>({
  label: {
    id: 'newsletter.newsletterConsent.label',
    defaultMessage:
      'Ich willige ein, kommerzielle elektronische Nachrichten (Newsletter) zu erhalten. Ich habe die <usageLink>Nutzungsbedingungen</usageLink> und den <hintLink>Informationstext zu kommerziellen elektronischen Nachrichten</hintLink> gelesen.',
  },
});

export const privacyHintMessages = defineMessages<{ text: { privacyLink: MessageTag; sampleLink: MessageTag } }>({
  text: {
    id: 'newsletter.privacyHint.text',
    defaultMessage:
      'Mit „Jetzt anmelden“ willigen Sie ein, dass wir Ihnen unseren Newsletter per E-Mail senden. Mehr dazu in unseren <privacyLink>Datenschutzhinweisen</privacyLink>. Vorab ansehen: <sampleLink>Beispiel-Newsletter</sampleLink>.',
  },
});

export const legalNoticeMessages = defineMessages<{
  label: None;
  text: { minimumAge: number; privacyLink: MessageTag; contactLink: MessageTag };
  voucherValidity: { months: number };
  retention: { days: number; years: number };
  terms: { termsLink: MessageTag };
}>({
  label: { id: 'newsletter.legalNotice.label', defaultMessage: 'Rechtliche Hinweise zum Newsletter' },
  text: {
    id: 'newsletter.legalNotice.text',
    defaultMessage:
      'Die Anmeldung ist ab {minimumAge} Jahren möglich. Nach dem Absenden erhalten Sie eine E-Mail, in der Sie Ihre Anmeldung bestätigen (Double-Opt-in). Ihre Einwilligung können Sie jederzeit kostenlos widerrufen, zum Beispiel über den Abmeldelink in jedem Newsletter. Wie wir Ihre Daten verarbeiten, lesen Sie in unseren <privacyLink>Datenschutzhinweisen</privacyLink>. Fragen? Schreiben Sie uns über das <contactLink>Kontaktformular</contactLink>.',
  },
  voucherValidity: {
    id: 'newsletter.legalNotice.voucherValidity',
    defaultMessage: 'Der Willkommensgutschein ist {months, plural, one {# Monat} other {# Monate}} ab der Anmeldung gültig.',
  },
  retention: {
    id: 'newsletter.legalNotice.retention',
    defaultMessage:
      'Nicht bestätigte Anmeldungen löschen wir nach {days, plural, one {einem Tag} other {# Tagen}}. Öffnen Sie {years, plural, one {ein Jahr} other {# Jahre}} lang keine unserer Newsletter-E-Mails, beenden wir den Versand.',
  },
  terms: {
    id: 'newsletter.legalNotice.terms',
    defaultMessage: 'Es gelten unsere <termsLink>Allgemeinen Geschäftsbedingungen</termsLink>.',
  },
});

export const voucherFootnoteMessages = defineMessages<{ text: { discount: string; conditionsLink: MessageTag } }>({
  text: {
    id: 'newsletter.voucherFootnote.text',
    defaultMessage:
      '* Der Willkommensgutschein über {discount} ist einmal einlösbar und nicht mit anderen Aktionen kombinierbar. Es gelten die <conditionsLink>Gutscheinbedingungen</conditionsLink>.',
  },
});

/**
 * The field errors. The spec gives the German text of each it names (emailRequired, emailInvalid,
 * nameInvalidCharacters, firstNameRequired, lastNameRequired): those stay word for word, and help
 * goes beside them (errorHintMessages).
 */
export const validationMessages = defineMessages<{
  emailRequired: None;
  emailInvalid: None;
  nameInvalidCharacters: None;
  firstNameRequired: None;
  lastNameRequired: None;
  firstNameTooLong: { maxLength: number };
  lastNameTooLong: { maxLength: number };
  salutationRequired: None;
  newsletterConsentRequired: None;
  invalid: { field: string };
}>({
  emailRequired: { id: 'newsletter.validation.emailRequired', defaultMessage: 'Die E-Mail-Adresse ist ein Pflichtfeld.' },
  emailInvalid: { id: 'newsletter.validation.emailInvalid', defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
  nameInvalidCharacters: { id: 'newsletter.validation.nameInvalidCharacters', defaultMessage: 'Dieses Feld enthält ungültige Zeichen.' },
  firstNameRequired: { id: 'newsletter.validation.firstNameRequired', defaultMessage: 'Der Vorname ist ein Pflichtfeld.' },
  lastNameRequired: { id: 'newsletter.validation.lastNameRequired', defaultMessage: 'Der Nachname ist ein Pflichtfeld.' },
  firstNameTooLong: { id: 'newsletter.validation.firstNameTooLong', defaultMessage: 'Der Vorname darf höchstens {maxLength} Zeichen haben.' },
  lastNameTooLong: { id: 'newsletter.validation.lastNameTooLong', defaultMessage: 'Der Nachname darf höchstens {maxLength} Zeichen haben.' },
  salutationRequired: { id: 'newsletter.validation.salutationRequired', defaultMessage: 'Bitte wählen Sie eine Anrede.' },
  newsletterConsentRequired: {
    id: 'newsletter.validation.newsletterConsentRequired',
    defaultMessage: 'Bitte erteilen Sie Ihre Einwilligung zum Empfang kommerzieller elektronischer Nachrichten, um den Newsletter zu abonnieren.',
  },
  invalid: { id: 'newsletter.validation.invalid', defaultMessage: '{field} ist nicht gültig.' },
});

/** Help shown under a field's error, keyed by the error it goes with: the example address, the characters allowed. */
export const errorHintMessages = defineMessages<{ emailInvalid: None; nameInvalidCharacters: None }>({
  emailInvalid: { id: 'newsletter.errorHint.emailInvalid', defaultMessage: 'Zum Beispiel: name@beispiel.de' },
  nameInvalidCharacters: { id: 'newsletter.errorHint.nameInvalidCharacters', defaultMessage: "Erlaubt sind Buchstaben, Ziffern, Leerzeichen und + & ' ` ´ , ( ) / . -" },
});

/**
 * The character count of a field with a length limit (components/CharacterCount.tsx): the limit
 * (read with the field), then how many characters are left or too many once the shopper nears it.
 */
export const characterCountMessages = defineMessages<{ limit: { maxLength: number }; remaining: { count: number }; tooMany: { count: number } }>({
  limit: { id: 'newsletter.characterCount.limit', defaultMessage: '{maxLength, plural, one {Höchstens # Zeichen} other {Höchstens # Zeichen}}' },
  remaining: { id: 'newsletter.characterCount.remaining', defaultMessage: '{count, plural, one {Sie können noch # Zeichen eingeben} other {Sie können noch # Zeichen eingeben}}' },
  tooMany: { id: 'newsletter.characterCount.tooMany', defaultMessage: '{count, plural, one {Sie haben # Zeichen zu viel eingegeben} other {Sie haben # Zeichen zu viel eingegeben}}' },
});

export const errorBarMessages = defineMessages<{ technical: None; doiLinkInvalid: None }>({
  technical: {
    id: 'newsletter.errorBar.technical',
    defaultMessage: 'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später erneut.',
  },
  doiLinkInvalid: {
    id: 'newsletter.errorBar.doiLinkInvalid',
    defaultMessage: 'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut für unseren Newsletter an.',
  },
});

export const successMessages = defineMessages<{ title: None; confirmation: { email: string } }>({
  title: { id: 'newsletter.success.title', defaultMessage: 'Vielen Dank für Ihre Newsletter-Anmeldung' },
  confirmation: {
    id: 'newsletter.success.confirmation',
    defaultMessage: 'Wir haben Ihnen eine E-Mail an {email} geschickt. Bitte bestätigen Sie darin Ihre Anmeldung, erst dann erhalten Sie den Newsletter und Ihren Gutschein.',
  },
});

/** Every descriptor, for the catalogue test. */
export const allNewsletterMessages = [
  bannerMessages,
  formMessages,
  fieldMessages,
  newsletterConsentMessages,
  privacyHintMessages,
  legalNoticeMessages,
  voucherFootnoteMessages,
  validationMessages,
  errorHintMessages,
  characterCountMessages,
  errorBarMessages,
  successMessages,
].flatMap((group) => Object.values(group));
