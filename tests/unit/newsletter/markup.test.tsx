import { screen } from '@testing-library/react';
import { LEGAL_NOTICE_COLLAPSED_HEIGHT } from '../../../features/newsletter/components/LegalNotice';
import { FIELD_ORDER } from '../../../features/newsletter/logic/validation';
import { useFakeServices } from '../../support/fakeServices';
import { renderNewsletter, textFor } from './renderNewsletter';

useFakeServices();

describe('fields (GOV.UK form guidance)', () => {
  it('the e-mail field is a labelled email input with autocomplete and no spellcheck', () => {
    renderNewsletter();
    const email = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('spellcheck', 'false');
    expect(email).toHaveAttribute('name', 'email');
    expect(screen.getByText('E-Mail-Adresse').tagName).toBe('LABEL');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAttribute('aria-describedby');
    expect(email.closest('form')).toHaveAttribute('novalidate');
  });

  it('names carry given-name and family-name autocomplete and visible labels; the salutation offers MR, MRS, COMPANY, DIVERS', async () => {
    const { user } = renderNewsletter();
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'l');
    expect(screen.getByRole('textbox', { name: 'Vorname (optional)' })).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByRole('textbox', { name: 'Nachname (optional)' })).toHaveAttribute('autocomplete', 'family-name');
    const options = screen.getAllByRole('option').map((option) => [(option as HTMLOptionElement).value, option.textContent]);
    expect(options).toEqual([['', 'Bitte wählen'], ['MR', 'Herr'], ['MRS', 'Frau'], ['COMPANY', 'Firma'], ['DIVERS', 'Divers']]);
  });

  it('every field of the schema has its control in the form (TR shows them all once the e-mail field is touched): a new schema line without its <Input> fails here', async () => {
    const { user, container } = renderNewsletter({ site: 'TR' });
    await user.type(screen.getByRole('textbox', { name: textFor('TR', 'newsletter.fields.email') }), 'l');
    for (const field of FIELD_ORDER) {
      expect({ field, control: container.querySelector(`form [name="${field}"]`) !== null }).toEqual({ field, control: true });
    }
  });

  it('the legal notice is an expansion block collapsed at 60 px', () => {
    expect(LEGAL_NOTICE_COLLAPSED_HEIGHT).toBe(60);
  });

  it('the success region exists before the success, so the thank-you is announced', () => {
    renderNewsletter();
    // Two live regions: the success box, and the form's announcement of a failed submit.
    const regions = screen.getAllByRole('status');
    expect(regions).toHaveLength(2);
    for (const region of regions) expect(region).toBeEmptyDOMElement();
  });
});

describe('the picture', () => {
  it('serves 400x300 from 1024 px and 273x273 from 767 px, lazy, with sizes set and an empty alt (decorative)', () => {
    const { container } = renderNewsletter();
    const sources = [...container.querySelectorAll('picture source')].map((source) => ({
      media: source.getAttribute('media'),
      srcset: source.getAttribute('srcset'),
      width: source.getAttribute('width'),
      height: source.getAttribute('height'),
    }));
    expect(sources).toEqual([
      { media: '(min-width: 1024px)', srcset: '/service/newsletterfrontend/images/newsletter_image_400x300.jpg', width: '400', height: '300' },
      { media: '(min-width: 767px)', srcset: '/service/newsletterfrontend/images/newsletter_image_273x273.jpg', width: '273', height: '273' },
    ]);
    const image = container.querySelector('picture img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '273');
    expect(image).toHaveAttribute('height', '273');
  });
});
