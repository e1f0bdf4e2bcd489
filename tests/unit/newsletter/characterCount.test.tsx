import { act, screen } from '@testing-library/react';
import { SITE_CODES, type SiteCode } from '../../../config';
import { SITE_RULES } from '../../../features/newsletter';
import { NAME_MAX_LENGTH } from '../../../features/newsletter/logic/limits';
import { useFakeServices } from '../../support/fakeServices';
import { blurValidated, formattedFor, renderNewsletter, textFor } from './renderNewsletter';

useFakeServices();

// A name's length limit is stated (GOV.UK's character count): the limit is the field's description,
// a count shows under the field from 30 of the 40 characters and is announced once typing pauses.
// Nothing typed is cut, and the spec's check on leaving the field still brings its error.

const count = (site: SiteCode, key: 'limit' | 'remaining' | 'tooMany', value: number) =>
  formattedFor(site, `newsletter.characterCount.${key}`, key === 'limit' ? { maxLength: value } : { count: value });

function nameLabel(site: SiteCode, key: 'firstName' | 'lastName'): string {
  const label = textFor(site, `newsletter.fields.${key}`);
  return SITE_RULES[site].namesRequired ? label : textFor(site, 'newsletter.form.optional').replace('{label}', label);
}

/** The count under a field: the text a sighted shopper sees (screen readers get the live region instead). */
function visibleCount(field: HTMLElement): string | null {
  const count = field.closest('.sp-newsletter__name')?.querySelector('.sp-newsletter__count');
  return count ? count.textContent : null;
}

function liveRegion(field: HTMLElement): HTMLElement {
  const region = field.closest('.sp-newsletter__name')?.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!region) throw new Error('no live region beside the field');
  return region;
}

async function openedForm(site: SiteCode, fakeTimers = false) {
  const rendered = renderNewsletter({ site, fakeTimers });
  await rendered.user.click(screen.getByRole('textbox', { name: textFor(site, 'newsletter.fields.email') }));
  return rendered;
}

describe.each(SITE_CODES)('site %s', (site) => {
  it(`states each name's limit of ${NAME_MAX_LENGTH} characters as its description, and counts once a pasted name nears and passes it`, async () => {
    const { user } = await openedForm(site);
    const firstName = await screen.findByRole('textbox', { name: nameLabel(site, 'firstName') });
    const lastName = screen.getByRole('textbox', { name: nameLabel(site, 'lastName') });
    const limit = count(site, 'limit', NAME_MAX_LENGTH);
    expect(limit).toContain(String(NAME_MAX_LENGTH));
    expect(firstName).toHaveAccessibleDescription(limit);
    expect(lastName).toHaveAccessibleDescription(limit);
    expect(firstName).not.toHaveAttribute('maxlength');
    expect(visibleCount(firstName)).toBeNull();

    await user.click(firstName);
    await user.paste('A'.repeat(35));
    expect(visibleCount(firstName)).toBe(count(site, 'remaining', 5));
    await user.paste('B'.repeat(10));
    expect(firstName).toHaveValue(`${'A'.repeat(35)}${'B'.repeat(10)}`);
    expect(visibleCount(firstName)).toBe(count(site, 'tooMany', 5));
    // The count is no error: the field is not marked invalid while the shopper types.
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(visibleCount(lastName)).toBeNull();
  });
});

describe('DE, typing into the first name', () => {
  it('shows no count up to 29 characters, then what is left, then what is too many; the visible count is hidden from screen readers', async () => {
    const { user } = await openedForm('DE');
    const firstName = await screen.findByRole('textbox', { name: 'Vorname (optional)' });
    await user.click(firstName);
    await user.paste('A'.repeat(28));
    await user.type(firstName, 'A');
    expect(visibleCount(firstName)).toBeNull();
    await user.type(firstName, 'A');
    expect(visibleCount(firstName)).toBe('Sie können noch 10 Zeichen eingeben');
    await user.paste('A'.repeat(9));
    await user.type(firstName, 'A');
    expect(visibleCount(firstName)).toBe('Sie können noch 0 Zeichen eingeben');
    await user.type(firstName, 'A');
    expect(visibleCount(firstName)).toBe('Sie haben 1 Zeichen zu viel eingegeben');
    expect(screen.getByText('Sie haben 1 Zeichen zu viel eingegeben')).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaving the field keeps the whole name, brings the spec check\'s error and keeps the count beside it', async () => {
    const { user } = await openedForm('DE');
    const firstName = await screen.findByRole('textbox', { name: 'Vorname (optional)' });
    const typed = 'Maximiliane-Friederike Anna-Lena von Berg';
    expect(typed).toHaveLength(41);
    await user.click(firstName);
    await user.paste(typed.slice(0, -1));
    await user.type(firstName, typed.slice(-1));
    await user.tab();
    await blurValidated();
    expect(firstName).toHaveValue(typed);
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Fehler: Der Vorname darf höchstens 40 Zeichen haben. Höchstens 40 Zeichen');
    expect(visibleCount(firstName)).toBe('Sie haben 1 Zeichen zu viel eingegeben');
  });

  it('counts what the check counts: spaces around the name are not counted', async () => {
    const { user } = await openedForm('DE');
    const lastName = await screen.findByRole('textbox', { name: 'Nachname (optional)' });
    await user.click(lastName);
    await user.paste(`   ${'B'.repeat(38)}   `);
    expect(visibleCount(lastName)).toBe('Sie können noch 2 Zeichen eingeben');
  });
});

describe('the count announced to screen readers', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => jest.useRealTimers());

  async function advance(ms: number) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
  }

  it('a polite live region says the count once typing has paused for a second, not at every keystroke', async () => {
    const { user } = await openedForm('DE', true);
    const firstName = await screen.findByRole('textbox', { name: 'Vorname (optional)' });
    const region = liveRegion(firstName);
    expect(region).toBeEmptyDOMElement();
    await user.click(firstName);
    await user.paste('A'.repeat(31));
    await user.type(firstName, 'AAA');
    expect(visibleCount(firstName)).toBe('Sie können noch 6 Zeichen eingeben');
    expect(region).toBeEmptyDOMElement();
    await advance(999);
    expect(region).toBeEmptyDOMElement();
    await advance(1);
    expect(region).toHaveTextContent('Sie können noch 6 Zeichen eingeben');

    // Typing on: the region keeps the last announced count until the next pause.
    await user.type(firstName, 'A'.repeat(4));
    await user.paste('A'.repeat(4));
    expect(region).toHaveTextContent('Sie können noch 6 Zeichen eingeben');
    await advance(1000);
    expect(region).toHaveTextContent('Sie haben 2 Zeichen zu viel eingegeben');
  });

  it('says nothing for a field that is left before the pause', async () => {
    const { user } = await openedForm('DE', true);
    const lastName = await screen.findByRole('textbox', { name: 'Nachname (optional)' });
    await user.click(lastName);
    await user.paste('B'.repeat(32));
    await user.tab();
    await advance(1000);
    expect(visibleCount(lastName)).toBe('Sie können noch 8 Zeichen eingeben');
    expect(liveRegion(lastName)).toBeEmptyDOMElement();
  });
});
