import { screen, within } from '@testing-library/react';
import { SITE_CODES, SITES } from '../../../config';
import { loadFooterContent } from '../../../features/footer';
import { Footer } from '../../../src/components/ShopFooter';
import { deFooterContent } from '../../support/deFooterContent';
import { useFakeServices } from '../../support/fakeServices';
import { renderWithShop } from '../../support/renderWithShop';
import { setWindowWidth } from '../../support/windowWidth';

useFakeServices();

beforeEach(() => setWindowWidth(1400));

/** The language an element's text and attributes are in: its nearest lang, or the page's (none inside the parts). */
function languageOf(element: Element): string {
  return element.closest('[lang]')?.getAttribute('lang') ?? 'the page’s';
}

// WCAG 3.1.2 Language of parts: a text in another language than the page's is marked with its
// language, and the page's own texts around it are not.
describe('the country selector', () => {
  it('marks every country name with its own language; the page’s texts around them keep the page’s language', async () => {
    // A host may show a site in another of the 12 UI languages than the site's own: DE in English.
    await renderWithShop(<Footer content={deFooterContent} />, { site: 'DE', locale: 'en' });
    const button = screen.getByRole('button', { name: 'Country: Deutschland' });
    expect(languageOf(within(button).getByText('Deutschland'))).toBe('de-DE');
    expect(languageOf(within(button).getByText(/Country:/))).toBe('the page’s');

    // The list as the button controls it (closed: its names are in the page all the same).
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    for (const code of SITE_CODES) expect(languageOf(within(list).getByText(SITES[code].label))).toBe(SITES[code].locale);
    expect(languageOf(within(list).getByText('(current country)'))).toBe('the page’s');
  });
});

describe('the footer promotion', () => {
  it('marks its content with the promotion’s language, and its landmark’s label keeps the page’s', async () => {
    // The fakes' promotion is German (lang de-DE); the page is Turkish.
    await renderWithShop(<Footer content={await loadFooterContent('TR')} />, { site: 'TR' });
    const promotion = await screen.findByRole('complementary', { name: 'Kampanya' });
    expect(languageOf(promotion)).toBe('the page’s');
    expect(languageOf(within(promotion).getByText('Gratis Versand ab 30 €'))).toBe('de-DE');
    expect(languageOf(within(promotion).getByRole('link', { name: 'Zur Aktion' }))).toBe('de-DE');
  });
});
