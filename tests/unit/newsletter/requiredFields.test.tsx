import { screen, waitFor } from '@testing-library/react';
import { SITE_CODES, type SiteCode } from '../../../config';
import { SITE_RULES } from '../../../features/newsletter';
import { useFakeServices } from '../../support/fakeServices';
import { renderNewsletter, textFor } from './renderNewsletter';

useFakeServices();

const t = (site: SiteCode, key: string) => textFor(site, `newsletter.${key}`);

// WCAG 1.3.1/3.3.2: a screen reader announces "required" on exactly the controls the site requires.
describe.each([...SITE_CODES])('site %s', (site) => {
  const rules = SITE_RULES[site];

  it('marks the required controls with aria-required and no other', async () => {
    const { user } = renderNewsletter({ site });
    await user.click(screen.getByRole('button', { name: t(site, 'form.submit') }));
    const email = screen.getByRole('textbox', { name: t(site, 'fields.email') });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));

    expect(email).toHaveAttribute('aria-required', 'true');
    const names = screen.getAllByRole('textbox').filter((field) => field !== email);
    expect(names).toHaveLength(2);
    for (const name of names) {
      if (rules.namesRequired) expect(name).toHaveAttribute('aria-required', 'true');
      else expect(name).not.toHaveAttribute('aria-required');
    }
    const salutation = screen.getByRole('combobox');
    if (rules.salutationRequired) expect(salutation).toHaveAttribute('aria-required', 'true');
    else expect(salutation).not.toHaveAttribute('aria-required');
    const required = screen.getAllByRole('checkbox').filter((box) => box.getAttribute('aria-required') === 'true');
    expect(required).toHaveLength(rules.newsletterConsent ? 1 : 0);
  });
});
