import { screen } from '@testing-library/react';
import { useFakeServices } from '../../support/fakeServices';
import { renderNewsletter } from './renderNewsletter';

useFakeServices();
const DOI_TEXT = 'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut für unseren Newsletter an.';

describe('the invalid double-opt-in bar', () => {
  it('is not shown without the prop', () => {
    const { store } = renderNewsletter();
    expect(screen.queryByText(DOI_TEXT)).not.toBeInTheDocument();
    expect(store.getState().shopPartsNewsletter.doiErrorShown).toBe(false);
  });

  it('shows at first as an announced error and hides once the e-mail field is focused', async () => {
    const { user, store } = renderNewsletter({ props: { doiLinkInvalid: true } });
    expect(screen.getByRole('alert')).toHaveTextContent(DOI_TEXT);
    expect(store.getState().shopPartsNewsletter.doiErrorShown).toBe(true);
    await user.click(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }));
    expect(screen.queryByText(DOI_TEXT)).not.toBeInTheDocument();
    expect(store.getState().shopPartsNewsletter.doiErrorShown).toBe(false);
  });

  it('hides when the e-mail field gets keyboard focus as well', async () => {
    const { user } = renderNewsletter({ props: { doiLinkInvalid: true } });
    await user.tab(); // the first tab stop is the e-mail field itself (the honeypot is out of the tab order)
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveFocus();
    expect(screen.queryByText(DOI_TEXT)).not.toBeInTheDocument();
  });

  it.each([
    ['TR', 'Maalesef bu bağlantı artık geçerli değil. Lütfen e-bültenimize yeniden kaydolun.'],
    ['CH_FR', 'Malheureusement, ce lien n’est plus valable. Veuillez vous inscrire à nouveau à notre newsletter.'],
  ] as const)('speaks the %s site\'s language', (site, text) => {
    renderNewsletter({ site, props: { doiLinkInvalid: true } });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });
});
