import { screen, waitFor } from '@testing-library/react';
import { localeForSite, SITE_CODES, SITES, type SiteCode } from '../../../config';
import { NAME_MAX_LENGTH } from '../../../features/newsletter/logic/limits';
import { SITE_RULES } from '../../../features/newsletter';
import { CATALOGUES } from '../../support/renderWithIntl';
import { useFakeServices } from '../../support/fakeServices';
import { blurValidated, formattedFor, renderNewsletter, textFor } from './renderNewsletter';

useFakeServices();

// The spec's error texts stand word for word; the help (an example address, the characters
// allowed) goes beside them in an element of its own, tied to the field after the error.

/** The spec's German texts, written out: a German site shows them exactly. */
const SPEC = {
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  nameInvalidCharacters: 'Dieses Feld enthält ungültige Zeichen.',
} as const;

const t = (site: SiteCode, key: string) => textFor(site, `newsletter.${key}`);
const errorPrefix = (site: SiteCode) => CATALOGUES[localeForSite(site)]['widgets.field.errorPrefix'];
/** A name field's length limit, which its description holds after the error (characterCount.test.tsx). */
const limit = (site: SiteCode) => formattedFor(site, 'newsletter.characterCount.limit', { maxLength: NAME_MAX_LENGTH });

/** The field's described-by elements, in order: [error, hint]. */
function describedBy(field: HTMLElement): HTMLElement[] {
  return (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => {
    const element = document.getElementById(id);
    if (!element) throw new Error(`no element #${id}`);
    return element;
  });
}

function nameLabel(site: SiteCode, key: 'firstName' | 'lastName'): string {
  return SITE_RULES[site].namesRequired ? t(site, `fields.${key}`) : t(site, 'form.optional').replace('{label}', t(site, `fields.${key}`));
}

describe.each(SITE_CODES)('site %s', (site) => {
  const german = SITES[site].locale.startsWith('de');

  it('an invalid address: the error is the spec sentence alone, the example address a hint beside it', async () => {
    const { user } = renderNewsletter({ site });
    const email = screen.getByRole('textbox', { name: t(site, 'fields.email') });
    await user.type(email, 'lena@example');
    await user.tab();
    await blurValidated();
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));

    const sentence = t(site, 'validation.emailInvalid');
    if (german) expect(sentence).toBe(SPEC.emailInvalid);
    const hint = t(site, 'errorHint.emailInvalid');
    const example = /\S+@\S+\.[a-z.]+/.exec(hint)?.[0];
    expect(example).toBeDefined();
    expect(sentence).not.toContain(example);

    const [error, hintElement, ...rest] = describedBy(email);
    expect(rest).toEqual([]);
    expect(error).toHaveTextContent(`${errorPrefix(site)} ${sentence}`, { normalizeWhitespace: false });
    expect(hintElement).toHaveTextContent(hint, { normalizeWhitespace: false });
    expect(email).toHaveAccessibleDescription(`${errorPrefix(site)} ${sentence} ${hint}`);
  });

  it('a name with characters not allowed: the spec sentence, and the characters allowed beside it', async () => {
    const { user } = renderNewsletter({ site });
    await user.type(screen.getByRole('textbox', { name: t(site, 'fields.email') }), 'lena@example.test');
    const firstName = screen.getByRole('textbox', { name: nameLabel(site, 'firstName') });
    await user.type(firstName, 'Lena <3');
    await user.tab();
    await blurValidated();
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));

    const sentence = t(site, 'validation.nameInvalidCharacters');
    if (german) expect(sentence).toBe(SPEC.nameInvalidCharacters);
    const hint = t(site, 'errorHint.nameInvalidCharacters');
    expect(hint).toContain("+ & ' ` ´ , ( ) / . -");
    expect(sentence).not.toContain('+ &');

    const [error, hintElement, limitElement, ...rest] = describedBy(firstName);
    expect(rest).toEqual([]);
    expect(limitElement).toHaveTextContent(limit(site), { normalizeWhitespace: false });
    expect(error).toHaveTextContent(`${errorPrefix(site)} ${sentence}`, { normalizeWhitespace: false });
    expect(hintElement).toHaveTextContent(hint, { normalizeWhitespace: false });
  });

  it(`a name over ${NAME_MAX_LENGTH} characters: the error names the limit, and nothing typed is cut`, async () => {
    const { user } = renderNewsletter({ site });
    await user.type(screen.getByRole('textbox', { name: t(site, 'fields.email') }), 'lena@example.test');
    const lastName = screen.getByRole('textbox', { name: nameLabel(site, 'lastName') });
    const long = 'B'.repeat(NAME_MAX_LENGTH + 1);
    await user.click(lastName);
    await user.paste(long);
    expect(lastName).toHaveValue(long);
    await user.tab();
    await blurValidated();
    await waitFor(() => expect(lastName).toHaveAttribute('aria-invalid', 'true'));

    const sentence = t(site, 'validation.lastNameTooLong').replace('{maxLength}', String(NAME_MAX_LENGTH));
    expect(sentence).toContain(String(NAME_MAX_LENGTH));
    expect(lastName).toHaveAccessibleDescription(`${errorPrefix(site)} ${sentence} ${limit(site)}`);
  });
});

it('the help shows only with its error: a field without one, or with another error, has no hint', async () => {
  const { user } = renderNewsletter({ site: 'DE' });
  const email = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
  expect(screen.queryByText('Zum Beispiel: name@beispiel.de')).not.toBeInTheDocument();
  await user.click(email);
  await user.tab();
  await blurValidated();
  await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
  expect(email).toHaveAccessibleDescription('Fehler: Die E-Mail-Adresse ist ein Pflichtfeld.');
  expect(screen.queryByText('Zum Beispiel: name@beispiel.de')).not.toBeInTheDocument();
});
