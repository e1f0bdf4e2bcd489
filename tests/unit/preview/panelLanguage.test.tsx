import { screen, within } from '@testing-library/react';
import { setCookie } from '../../support/cookies';
import { useFakeServices } from '../../support/fakeServices';
import { openSettings, renderPreview, settled } from './renderPreview';
import { wholeCatalogue } from '../../support/catalogues';

const deMessages = wholeCatalogue('de-DE');
const trMessages = wholeCatalogue('tr-TR');

useFakeServices();

beforeEach(() => setCookie('StaffAuthToken', 'staff'));

/** The page language's hidden prefixes of notifications and field errors ("Fehler", "Erfolg", "Hata" …). */
function pagePrefixes(messages: Record<string, string>): string[] {
  const ids = ['widgets.field.errorPrefix', 'widgets.notification.error', 'widgets.notification.success', 'widgets.notification.information', 'widgets.notification.warning'];
  return ids.map((id) => (messages[id] ?? '').replace(/:$/, '')).filter((text) => text !== '');
}

/** Every text node whose closest [lang] says English. */
function englishTexts(): string[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('[lang]')?.getAttribute('lang') === 'en') texts.push(node.textContent ?? '');
  }
  return texts;
}

describe.each([
  ['DE', deMessages],
  ['TR', trMessages],
])('the staff panel on a %s page (WCAG 3.1.2)', (_site, messages) => {
  it('speaks English inside its lang="en" parts, the hidden error and success prefixes included', async () => {
    const { store, user } = renderPreview({ messages });
    const dialog = await openSettings(user);
    await user.selectOptions(within(dialog).getByLabelText('A/B test (optional)'), 'newsletter-banner');
    await user.click(within(dialog).getByRole('button', { name: 'Apply settings' }));
    await within(dialog).findByText('Please also select an A/B test group!');
    expect(englishTexts().join(' ')).toMatch(/Error:/);
    for (const prefix of pagePrefixes(messages)) expect(englishTexts().filter((text) => text.includes(prefix))).toEqual([]);
    await user.selectOptions(within(dialog).getByLabelText('A/B test group'), 'control');
    await user.click(within(dialog).getByRole('button', { name: 'Apply settings' }));
    await screen.findByText('Settings applied successfully.');

    const english = englishTexts();
    expect(english.join(' ')).toMatch(/Success/);
    const prefixes = pagePrefixes(messages);
    expect(prefixes.length).toBeGreaterThan(0);
    for (const prefix of prefixes) expect(english.filter((text) => text.includes(prefix))).toEqual([]);
    await settled(store);
  });
});
