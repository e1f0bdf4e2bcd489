import { screen } from '@testing-library/react';
import { localeForSite, type SiteCode } from '../../../config';
import { FormInPartsScope as NewsletterForm } from '../../support/formInPartsScope';
import { CATALOGUES } from '../../support/renderWithIntl';
import { useFakeServices } from '../../support/fakeServices';
import { renderWithShop } from '../../support/renderWithShop';
import { useScreenReader } from './useScreenReader';

useFakeServices();
const screenReader = useScreenReader();

/** A site's text for a newsletter message id, placeholders filled in. */
function text(site: SiteCode, id: string, values: Record<string, string> = {}): string {
  const message = CATALOGUES[localeForSite(site)][`newsletter.${id}`];
  if (message === undefined) throw new Error(`no newsletter.${id} for ${site}`);
  return message.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? `{${name}}`);
}

function escape(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The example each site's invalid-address hint gives beside the error (WCAG 3.3.3). */
const EXAMPLE_ADDRESS: Partial<Record<SiteCode, string>> = { DE: 'name@beispiel.de', TR: 'ad@ornek.com.tr', PL: 'imie@przyklad.pl' };

/** Renders the sign-up as a host does and puts the screen reader's cursor on the e-mail field. */
async function signUpWithScreenReader(site: SiteCode) {
  await renderWithShop(<NewsletterForm />, { site });
  const reader = await screenReader.start();
  await reader.moveTo(`textbox, ${text(site, 'fields.email')}, required`);
  return reader;
}

// WCAG 4.1.3: what a screen reader user hears when the sign-up fails or succeeds. The live
// region's announcements ("polite: …") are asserted: the library also re-reads a focused field
// whose description changed, which real screen readers do not, so that line proves nothing.
describe.each(['DE', 'TR', 'PL'] as const)('the sign-up read by a screen reader on %s', (site) => {
  const required = text(site, 'validation.emailRequired');

  it('an empty e-mail field: Enter in the field and a click on the submit button each announce the error', async () => {
    const reader = await signUpWithScreenReader(site);
    await reader.clear();
    await reader.press('Enter');
    await reader.waitForLog((log) => expect(log).toContain(`polite: ${required}`));
    expect(await reader.announcements()).toEqual([`polite: ${required}`]);

    // The same failure by the button: announced again (a new element).
    await reader.moveTo(new RegExp(`^button, ${escape(text(site, 'form.submit'))}`));
    await reader.clear();
    await reader.act();
    // The focus moves to the field a moment later (INVALID_FIELD_FOCUS_DELAY_MS), and it is read with its error.
    // Either may come first: on a loaded machine validation outlasts that delay, and the focus then
    // moves before React renders the announcement. The test waits for both.
    const errorPrefix = CATALOGUES[localeForSite(site)]['widgets.field.errorPrefix'];
    await reader.waitForLog((log) => expect(log).toContain(`textbox, ${text(site, 'fields.email')}, ${errorPrefix} ${required}, invalid, required`));
    await reader.waitForLog((log) => expect(log).toContain(`polite: ${required}`));
    expect(await reader.announcements()).toEqual([`polite: ${required}`]);
  });

  it('an invalid address: the error and the hint with its example address are announced', async () => {
    const reader = await signUpWithScreenReader(site);
    await reader.type('lena@example');
    await reader.clear();
    await reader.press('Enter');
    const invalid = `${text(site, 'validation.emailInvalid')} ${text(site, 'errorHint.emailInvalid')}`;
    expect(invalid).toContain(EXAMPLE_ADDRESS[site]);
    await reader.waitForLog((log) => expect(log).toContain(`polite: ${invalid}`));
    expect(await reader.announcements()).toEqual([`polite: ${invalid}`]);
  });

  it('a successful sign-up: the thank-you naming the address is announced', async () => {
    const reader = await signUpWithScreenReader(site);
    await reader.type('lena@example.test');
    if (site === 'TR') {
      // TR asks for both names and the newsletter consent.
      // Each name's description states its length limit (newsletter.characterCount.limit).
      await reader.moveTo(new RegExp(`^textbox, ${escape(text(site, 'fields.firstName'))}, [^,]*40[^,]*, required$`));
      await reader.type('Lena');
      await reader.moveTo(new RegExp(`^textbox, ${escape(text(site, 'fields.lastName'))}, [^,]*40[^,]*, required$`));
      await reader.type('Berg');
      await reader.moveTo(new RegExp(`^checkbox, ${escape(text(site, 'newsletterConsent.label').slice(0, 30))}`));
      await reader.act();
      await reader.moveTo(new RegExp(`^button, ${escape(text(site, 'form.submit'))}`));
    }
    await reader.clear();
    if (site === 'TR') await reader.act();
    else await reader.press('Enter');
    const thanks = new RegExp(`^polite: ${escape(text(site, 'success.title'))}\\s*${escape(text(site, 'success.confirmation', { email: 'lena@example.test' }))}$`);
    await reader.waitForLog((log) => expect(log).toContainEqual(expect.stringMatching(thanks)));
    expect(await reader.announcements()).toEqual([expect.stringMatching(thanks)]);
    expect(screen.queryByRole('textbox', { name: text(site, 'fields.email') })).toBeNull();
  });
});
