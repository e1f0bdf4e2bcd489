import { act, screen } from '@testing-library/react';
import { SITE_CODES } from '../../../config';
import { SITE_RULES } from '../../../features/newsletter';
import { useFakeServices } from '../../support/fakeServices';
import { renderNewsletter, textFor } from './renderNewsletter';

useFakeServices();

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

// Hungarian writes the family name first, and so do Hungarian forms: on HU the last-name field
// comes before the first-name field, on screen, in the tab order and for the focus after a failed
// submit. The labels stay as they are.

const nameLabels = (site: (typeof SITE_CODES)[number]) => {
  const label = (key: string) => {
    const text = textFor(site, `newsletter.fields.${key}`);
    return SITE_RULES[site].namesRequired ? text : textFor(site, 'newsletter.form.optional').replace('{label}', text);
  };
  return { firstName: label('firstName'), lastName: label('lastName') };
};

describe.each(SITE_CODES)('site %s', (site) => {
  const familyNameFirst = site === 'HU';

  it(familyNameFirst ? 'shows the last name before the first name' : 'shows the first name before the last name', async () => {
    const { user } = renderNewsletter({ site });
    const email = screen.getByRole('textbox', { name: textFor(site, 'newsletter.fields.email') });
    await user.click(email);
    const labels = nameLabels(site);
    await screen.findByRole('textbox', { name: labels.firstName });
    const names = screen.getAllByRole('textbox').map((field) => field.getAttribute('name'));
    expect(names).toEqual(['email', ...(familyNameFirst ? ['lastName', 'firstName'] : ['firstName', 'lastName'])]);
    expect(SITE_RULES[site].familyNameFirst).toBe(familyNameFirst);
  });
});

it('HU: Tab goes from the salutation to the last name (Vezetéknév), then to the first name (Keresztnév)', async () => {
  const { user } = renderNewsletter({ site: 'HU' });
  await user.click(screen.getByRole('textbox', { name: 'E-mail-cím' }));
  const salutation = await screen.findByRole('combobox', { name: 'Megszólítás' });
  await user.tab();
  expect(salutation).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Vezetéknév' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Keresztnév' })).toHaveFocus();
});

describe('HU: a failed submit with both names missing', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => jest.useRealTimers());

  it('focuses the last name, the first of them on screen, and announces its error', async () => {
    const { user } = renderNewsletter({ site: 'HU', fakeTimers: true });
    await user.type(screen.getByRole('textbox', { name: 'E-mail-cím' }), 'lena@example.test');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Megszólítás' }), 'MRS');
    await user.click(screen.getByRole('button', { name: 'Feliratkozom' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    const lastName = screen.getByRole('textbox', { name: 'Vezetéknév' });
    expect(lastName).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Keresztnév' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(textFor('HU', 'newsletter.validation.lastNameRequired'));
  });
});
