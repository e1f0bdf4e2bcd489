import { screen, within, waitFor } from '@testing-library/react';
import { SITE_CODES, type SiteCode } from '../../../config';
import { NEWSLETTER_LINKS, SITE_RULES } from '../../../features/newsletter';
import { useFakeServices } from '../../support/fakeServices';
import { blurValidated, renderNewsletter, textFor } from './renderNewsletter';

useFakeServices();

const SITES = [...SITE_CODES];
const t = (site: SiteCode, key: string) => textFor(site, `newsletter.${key}`);
/** A catalogue text with its rich-text tags removed, as it reads on the page. */
const plain = (text: string) => text.replace(/<\/?\w+>/g, '');

function submit(site: SiteCode) {
  return screen.getByRole('button', { name: t(site, 'form.submit') });
}

describe.each(SITES)('site %s', (site) => {
  const rules = SITE_RULES[site];

  it('an empty submit shows, in the site language, exactly the messages of its rules, each tied to its field', async () => {
    const { user } = renderNewsletter({ site });
    await user.click(submit(site));

    const email = screen.getByRole('textbox', { name: t(site, 'fields.email') });
    // Validation runs once the click's frame has painted.
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(email).toHaveAccessibleDescription(expect.stringContaining(t(site, 'validation.emailRequired')));

    const nameLabel = (key: string) => (rules.namesRequired ? t(site, key) : t(site, 'form.optional').replace('{label}', t(site, key)));
    const firstName = screen.getByRole('textbox', { name: nameLabel('fields.firstName') });
    const lastName = screen.getByRole('textbox', { name: nameLabel('fields.lastName') });
    if (rules.namesRequired) {
      expect(firstName).toHaveAccessibleDescription(expect.stringContaining(t(site, 'validation.firstNameRequired')));
      expect(lastName).toHaveAccessibleDescription(expect.stringContaining(t(site, 'validation.lastNameRequired')));
    } else {
      expect(firstName).not.toHaveAttribute('aria-invalid');
      expect(lastName).not.toHaveAttribute('aria-invalid');
    }

    const salutation = screen.getByRole('combobox');
    if (rules.salutationRequired) {
      const expected = t(site, 'validation.salutationRequired');
      expect(salutation).toHaveAccessibleDescription(expect.stringContaining(expected));
    } else {
      expect(salutation).not.toHaveAttribute('aria-invalid');
    }

    if (rules.newsletterConsent) {
      const consent = screen.getByRole('checkbox', { name: new RegExp(plain(t(site, 'newsletterConsent.label')).slice(0, 20)) });
      expect(consent).toHaveAccessibleDescription(expect.stringContaining(t(site, 'validation.newsletterConsentRequired')));
    }
    expect(screen.getAllByRole('textbox').concat(screen.getAllByRole('checkbox'), [salutation]).filter((field) => field.getAttribute('aria-invalid') === 'true')).toHaveLength(
      1 + (rules.namesRequired ? 2 : 0) + (rules.salutationRequired ? 1 : 0) + (rules.newsletterConsent ? 1 : 0),
    );
  });

  it('validates on blur, not on every keystroke, and names with invalid characters get the spec message', async () => {
    const { user } = renderNewsletter({ site });
    await user.click(screen.getByRole('textbox', { name: t(site, 'fields.email') }));
    const firstName = screen.getAllByRole('textbox')[1] as HTMLElement;
    await user.type(firstName, 'www.spam.example');
    expect(firstName).not.toHaveAttribute('aria-invalid');
    await user.tab();
    await blurValidated();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription(expect.stringContaining(t(site, 'validation.nameInvalidCharacters')));
    // Fixing it withdraws the message while typing; nothing new shows before the blur.
    await user.clear(firstName);
    await user.type(firstName, 'Lena');
    await waitFor(() => expect(firstName).not.toHaveAttribute('aria-invalid'));
    await user.tab();
    await blurValidated();
    expect(firstName).not.toHaveAttribute('aria-invalid');
  });

  it('an invalid address gets the invalid message on blur', async () => {
    const { user } = renderNewsletter({ site });
    const email = screen.getByRole('textbox', { name: t(site, 'fields.email') });
    await user.type(email, 'lena@example');
    await user.tab();
    await blurValidated();
    expect(email).toHaveAccessibleDescription(expect.stringContaining(t(site, 'validation.emailInvalid')));
  });

  it(`shows the ${rules.newsletterConsent ? 'newsletter consent box' : 'privacy hint'} with the site's links`, async () => {
    renderNewsletter({ site });
    const links = NEWSLETTER_LINKS[site];
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    if (rules.newsletterConsent) {
      expect(screen.getByRole('checkbox', { name: /./ })).not.toBeChecked();
      expect(hrefs).toEqual(expect.arrayContaining([links.usage, links.newsletterHint]));
      expect(screen.queryByText((_content, element) => element?.className === 'sp-newsletter__hint')).not.toBeInTheDocument();
    } else {
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      expect(hrefs).toEqual(expect.arrayContaining([links.privacy, links.sampleNewsletter]));
    }
    expect(hrefs).toContain(links.voucherConditions);
  });

  it('the legal notice states the site facts and links privacy and contact', async () => {
    const { user, container } = renderNewsletter({ site });
    await user.click(screen.getByRole('textbox', { name: t(site, 'fields.email') }));
    // It follows the revealed fields a task later (two short frames instead of one long one); the
    // suite's first site also waits for the notice's module, over a second on a busy machine.
    const legal = await screen.findByRole('region', { name: t(site, 'legalNotice.label') }, { timeout: 5000 });
    const text = legal.textContent ?? '';
    expect(text).toContain(String(rules.minimumAge));
    expect(rules.minimumAge).toBe(site === 'CZ' || site === 'SK' ? 18 : 16);
    const hrefs = within(legal).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining([NEWSLETTER_LINKS[site].privacy, NEWSLETTER_LINKS[site].contact]));
    // HU: voucher valid 1 month; TR: 14 days and 2 years; PL: terms.
    expect(legal.querySelectorAll('p')).toHaveLength(1 + (site === 'HU' ? 1 : 0) + (site === 'TR' ? 1 : 0) + (site === 'PL' ? 1 : 0));
    if (site === 'HU') expect(text).toContain('1 hónapig');
    if (site === 'TR') expect(text).toContain('14 gün sonra sileriz. 2 yıl boyunca');
    if (site === 'PL') expect(hrefs).toContain(NEWSLETTER_LINKS.PL.terms);
    expect(container.querySelector('.sp-expansion-block')).not.toBeNull();
  });

  it('shows the banner with the locale-formatted 10 % discount and the voucher footnote (which a prop turns off)', () => {
    const { unmount } = renderNewsletter({ site });
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toMatch(/10/);
    expect(screen.getByRole('region', { name: heading.textContent ?? '' })).toBeInTheDocument();
    expect(screen.getByText((_content, element) => element?.className === 'sp-newsletter__footnote')).toBeInTheDocument();
    unmount();
    renderNewsletter({ site, props: { showVoucherFootnote: false } });
    expect(screen.queryByText((_content, element) => element?.className === 'sp-newsletter__footnote')).not.toBeInTheDocument();
    expect(screen.getByText((_content, element) => element?.className === 'sp-newsletter__intro').textContent).not.toContain('*');
  });
});
