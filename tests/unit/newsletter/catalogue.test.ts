import { UI_LOCALES } from '../../../config';
import { allNewsletterMessages } from '../../../features/newsletter/messages';
import { CATALOGUES } from '../../support/renderWithIntl';

const ids = allNewsletterMessages.map((message) => message.id);
const newsletterKeys = (locale: (typeof UI_LOCALES)[number]) => Object.keys(CATALOGUES[locale]).filter((key) => key.startsWith('newsletter.')).sort();
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\s*[,}]|<(\w+)>/g)].map((match) => match[1] ?? match[2]).filter((name) => name !== undefined).sort();

describe('newsletter texts', () => {
  it('ids follow newsletter.<component>.<name> and are unique', () => {
    expect(ids.every((id) => /^newsletter\.\w+\.\w+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the de-DE catalogue holds exactly the German source texts', () => {
    expect(newsletterKeys('de-DE')).toEqual([...ids].sort());
    for (const message of allNewsletterMessages) expect(CATALOGUES['de-DE'][message.id]).toBe(message.defaultMessage);
  });

  it.each([...UI_LOCALES])('%s has every text with the same placeholders and link tags', (locale) => {
    expect(newsletterKeys(locale)).toEqual([...ids].sort());
    for (const message of allNewsletterMessages) {
      const text = CATALOGUES[locale][message.id] ?? '';
      expect(new Set(placeholders(text))).toEqual(new Set(placeholders(message.defaultMessage as string)));
    }
  });

  it('de-CH writes ss, never ß', () => {
    expect(Object.entries(CATALOGUES['de-CH']).filter(([key, text]) => key.startsWith('newsletter.') && text.includes('ß'))).toEqual([]);
  });

  it('tr-TR carries the spec\'s Turkish consent message; the error texts elsewhere are the spec\'s German', () => {
    expect(CATALOGUES['tr-TR']['newsletter.validation.newsletterConsentRequired']).toBe('E-bülten üyesi olmak için lütfen ticari elektronik ileti onayınızı veriniz.');
    expect(CATALOGUES['de-DE']['newsletter.errorBar.technical']).toBe('Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später erneut.');
    expect(CATALOGUES['de-DE']['newsletter.success.title']).toBe('Vielen Dank für Ihre Newsletter-Anmeldung');
    expect(CATALOGUES['de-DE']['newsletter.errorBar.doiLinkInvalid']).toMatch(/^Leider ist dieser Link nicht mehr gültig\. /);
  });
});
