import { screen } from '@testing-library/react';
import { PriceText } from '../../../../widgets';
import { renderWithIntl } from '../../../support/renderWithIntl';

const nbsp = /[\u00a0\u202f]/g;
const text = (element: HTMLElement) => (element.textContent ?? '').replace(nbsp, ' ');

describe('PriceText', () => {
  it('reads "quantity unit (price je baseQuantity unit)" with German number and euro formats', () => {
    renderWithIntl(<PriceText quantity={500} unit="g" price={1.8} baseQuantity={100} />);
    expect(text(screen.getByText(/je/))).toBe('500 g (1,80 € je 100 g)');
  });

  it('formats large numbers and another currency', () => {
    renderWithIntl(<PriceText quantity={1000} unit="ml" price={12.5} baseQuantity={1000} currency="CHF" />);
    expect(text(screen.getByText(/je/))).toBe('1.000 ml (12,50 CHF je 1.000 ml)');
  });

  it('follows the page locale (fr-CH catalogue and formats)', () => {
    renderWithIntl(<PriceText quantity={0.75} unit="l" price={13.32} baseQuantity={1} currency="CHF" />, { locale: 'fr-CH' });
    expect(text(screen.getByText(/par/))).toBe('0,75 l (13.32 CHF par 1 l)');
  });
});
