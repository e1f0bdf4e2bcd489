import { act, screen } from '@testing-library/react';
import { newsletterActions, selectDoiErrorDismissed } from '../../../features/newsletter';
import { useFakeServices } from '../../support/fakeServices';
import { renderNewsletter } from './renderNewsletter';

useFakeServices();
const DOI_TEXT = 'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut für unseren Newsletter an.';

describe('the invalid double-opt-in bar', () => {
  it('is not shown without the prop, and focusing the e-mail field then records no dismissal', async () => {
    const { user, store } = renderNewsletter();
    expect(screen.queryByText(DOI_TEXT)).not.toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }));
    expect(selectDoiErrorDismissed(store.getState())).toBe(false);
  });

  it('shows at first as an announced error and hides once the e-mail field is focused; the store keeps the dismissal', async () => {
    const { user, store } = renderNewsletter({ props: { doiLinkInvalid: true } });
    expect(screen.getByRole('alert')).toHaveTextContent(DOI_TEXT);
    expect(selectDoiErrorDismissed(store.getState())).toBe(false);
    await user.click(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }));
    expect(screen.queryByText(DOI_TEXT)).not.toBeInTheDocument();
    expect(selectDoiErrorDismissed(store.getState())).toBe(true);
  });

  it('shows whenever the store says the visitor has not dismissed it: the dismissal alone is state', () => {
    const { store } = renderNewsletter({ props: { doiLinkInvalid: true } });
    expect(screen.getByRole('alert')).toHaveTextContent(DOI_TEXT);
    // What a Redux DevTools "dispatch" of the visitor's action does: the bar follows the store.
    act(() => void store.dispatch(newsletterActions.doiErrorDismissed()));
    expect(screen.queryByText(DOI_TEXT)).not.toBeInTheDocument();
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
