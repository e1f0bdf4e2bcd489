import { screen, within } from '@testing-library/react';
import { Footer } from '../../../src/components/ShopFooter';
import { loadFooterContent } from '../../../features/footer/content/loadFooterContent';
import { useFakeServices } from '../../support/fakeServices';
import { renderWithShop } from '../../support/renderWithShop';

useFakeServices();

// The site-specific rows as a shopper sees them: the CZ/SK sales-tax note stays in reduced mode
// (it belongs to the legal row); the PL green e-shop mark is a quality logo and goes with the rest.
describe.each([
  ['CZ', 'Všechny ceny jsou uvedeny včetně DPH, bez nákladů na dopravu.', '/sluzby/doprava'],
  ['SK', undefined, undefined],
] as const)('the %s sales-tax note', (site, exactText, linkUrl) => {
  it.each([false, true])('is in the legal row, reduced mode %p', async (reduced) => {
    const content = await loadFooterContent(site);
    const note = content.salesTax;
    if (!note) throw new Error(`${site} has no sales-tax note`);
    const { container } = await renderWithShop(<Footer content={content} reduced={reduced} />, { site });
    const paragraph = container.querySelector('.sp-footer__legal .sp-footer__sales-tax');
    expect(paragraph).not.toBeNull();
    expect(paragraph?.textContent).toBe(exactText ?? `${note.textBeforeLink}${note.link.text}${note.textAfterLink}`);
    const link = within(paragraph as HTMLElement).getByRole('link', { name: note.link.text });
    expect(link).toHaveAttribute('href', linkUrl ?? note.link.url);
  });
});

describe('the PL green e-shop mark', () => {
  it('shows as a linked quality logo in the full footer', async () => {
    const content = await loadFooterContent('PL');
    await renderWithShop(<Footer content={content} />, { site: 'PL' });
    const image = screen.getByRole('img', { name: /Green e-Shop/ });
    expect(image.getAttribute('src')).toMatch(/\/service\/footer-images\/logos\/green-eshop\.svg$/);
    expect(image).toHaveAttribute('width', '120');
    expect(image).toHaveAttribute('height', '40');
    expect(image.closest('a')).toHaveAttribute('href', '/o-nas/green-e-shop');
  });

  it('goes in reduced mode, where only the legal row stays', async () => {
    const content = await loadFooterContent('PL');
    await renderWithShop(<Footer content={content} reduced />, { site: 'PL' });
    expect(screen.queryByRole('img', { name: /Green e-Shop/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Regulamin' })).toBeInTheDocument();
  });
});

describe('a site without extras (DE)', () => {
  it('has no sales-tax note and no quality logo', async () => {
    const { container } = await renderWithShop(<Footer content={await loadFooterContent('DE')} />);
    expect(container.querySelector('.sp-footer__sales-tax')).toBeNull();
    expect(screen.queryByRole('img', { name: /Green e-Shop/ })).toBeNull();
  });
});
