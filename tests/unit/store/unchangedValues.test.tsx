import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { pageActions, pageSelectors } from '../../../config';
import { selectFooterPlatform, selectFooterReduced, selectNewsletterVisible } from '../../../features/footer';
import { Footer } from '../../../src/components/ShopFooter';
import { deFooterContent as deContent } from '../../support/deFooterContent';
import { newsletterActions, selectDoiErrorDismissed } from '../../../features/newsletter';
import { FormInPartsScope as NewsletterForm } from '../../support/formInPartsScope';
import { createTestShop, TestShopProvider, type TestShop } from '../../../src/testing';
import { useFakeServices } from '../../support/fakeServices';
import { setWindowWidth } from '../../support/windowWidth';
import { wholeCatalogue } from '../../support/catalogues';

const deMessages = wholeCatalogue('de-DE');

useFakeServices();

const DOI_TEXT = 'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut für unseren Newsletter an.';
const PROMOTION_QUERY = 'getFooterPromotion(undefined)';

/**
 * The parts as a host runs them (the test kit's shop, root saga running), once the sagas have read
 * the page and the promotion has answered: from then on `actions` holds only what the page dispatches.
 */
async function settledStore(): Promise<TestShop> {
  const shop = createTestShop();
  await waitFor(() => expect(shop.store.getState().shopPartsApi.queries[PROMOTION_QUERY]?.status).toBe('fulfilled'));
  shop.actions.length = 0;
  return shop;
}

/** A store with the parts but without their sagas: nothing reads the page, nothing asks the services. */
function storeWithoutSagas(): TestShop {
  return createTestShop({ startSagas: false });
}

function strict(shop: TestShop, ui: ReactElement) {
  return (
    <StrictMode>
      <TestShopProvider shop={shop} messages={deMessages}>
        {ui}
      </TestShopProvider>
    </StrictMode>
  );
}

beforeEach(() => setWindowWidth(1400));
afterEach(() => {
  document.documentElement.removeAttribute('data-platform');
  document.documentElement.removeAttribute('data-newsletter-form-hidden');
});

// The store holds what the page says (the page observer put it there when the parts started):
// mounting a part, StrictMode's second run of its effects and a remount dispatch nothing at all,
// whether the page's values are the store's initial ones or not (docs/behaviour.md, "The store drives the parts").
describe('mounting dispatches nothing: the store already holds what the page says (StrictMode)', () => {
  it('the footer on a page like the initial state: no action, and the page slice holds what the observer read', async () => {
    const setup = await settledStore();
    expect(setup.store.getState().shopPartsPage).toMatchObject({ observed: true, pathname: '/', platformAttribute: null, widthPlatform: 'CLASSIC', loginCookie: false });
    render(strict(setup, <Footer content={deContent} newsletter={<p>NEWSLETTER</p>} />));
    await screen.findByText('NEWSLETTER');
    expect(await screen.findByRole('complementary', { name: 'Aktion' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(setup.actions).toEqual([]);
  });

  it('the footer on a page that differs from the initial state (data-platform, reducing cookie, hidden form): no action either', async () => {
    document.documentElement.setAttribute('data-platform', 'SMARTPHONE');
    document.documentElement.setAttribute('data-newsletter-form-hidden', 'true');
    document.cookie = 'xc-app=new; Path=/';
    const setup = await settledStore();
    const state = setup.store.getState();
    expect(state.shopPartsPage).toMatchObject({ platformAttribute: 'SMARTPHONE', reducedCookie: true, newsletterHiddenAttribute: true });
    expect([selectFooterPlatform(state), selectFooterReduced(state), selectNewsletterVisible(state)]).toEqual(['SMARTPHONE', true, false]);
    render(strict(setup, <Footer content={deContent} reduced teasersInReducedMode newsletter={<p>NEWSLETTER</p>} />));
    // Reduced with the checkout-safe teasers, as accordion panels: what the store says, not the initial values.
    expect(screen.getByRole('button', { name: 'Bequem bezahlen' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('NEWSLETTER')).toBeNull();
    await act(async () => undefined);
    expect(setup.actions).toEqual([]);
  });

  it('the footer follows the store alone: without the sagas it renders its server values whatever the page says, and follows a pageObserved', async () => {
    document.documentElement.setAttribute('data-platform', 'SMARTPHONE');
    const setup = storeWithoutSagas();
    render(strict(setup, <Footer content={deContent} platform="TABLET" />));
    // Nothing has read the page: the footer neither reads it itself nor asks for the promotion.
    expect(pageSelectors.selectPage(setup.store.getState()).observed).toBe(false);
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-sp-platform', 'TABLET');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(setup.actions).toEqual([]);
    expect(screen.queryByRole('complementary', { name: 'Aktion' })).toBeNull();
    // What the page observer would put: the footer follows it.
    act(() => void setup.store.dispatch(pageActions.pageObserved({ widthPlatform: 'CLASSIC' })));
    await waitFor(() => expect(screen.getByRole('contentinfo')).toHaveAttribute('data-sp-platform', 'CLASSIC'));
    expect(screen.getByRole('button', { name: /Land:/ })).toBeInTheDocument();
  });

  it('a remount of the footer dispatches nothing', async () => {
    document.documentElement.setAttribute('data-platform', 'TABLET');
    const setup = await settledStore();
    const view = render(strict(setup, <Footer content={deContent} />));
    view.unmount();
    render(strict(setup, <Footer content={deContent} />));
    expect(screen.getByRole('button', { name: 'Beliebte Kategorien' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(setup.actions).toEqual([]);
  });

  it('the newsletter form, with or without an invalid DOI link, dispatches nothing; the bar follows the prop', async () => {
    const quiet = await settledStore();
    const quietView = render(strict(quiet, <NewsletterForm />));
    await screen.findByTestId('newsletter-form');
    expect(screen.queryByText(DOI_TEXT)).toBeNull();
    await act(async () => undefined);
    expect(quiet.actions).toEqual([]);
    quietView.unmount();

    const invalid = await settledStore();
    render(strict(invalid, <NewsletterForm doiLinkInvalid />));
    expect(screen.getByRole('alert')).toHaveTextContent(DOI_TEXT);
    await act(async () => undefined);
    expect(invalid.actions).toEqual([]);
    expect(selectDoiErrorDismissed(invalid.store.getState())).toBe(false);
  });

  it('dismissing the DOI bar is the one action, once: focusing the e-mail field again dispatches nothing more', async () => {
    const user = userEvent.setup();
    const setup = await settledStore();
    render(strict(setup, <NewsletterForm doiLinkInvalid />));
    const email = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await user.click(email);
    expect(screen.queryByText(DOI_TEXT)).toBeNull();
    await user.tab();
    await user.click(email);
    // (The login renewal flow checks again on the visitor's activity, the click: its action is not the form's.)
    const formActions = setup.actions.filter((action) => !action.type.startsWith('shopParts/session/')).map(({ type, payload }) => ({ type, payload }));
    expect(formActions).toEqual([newsletterActions.doiErrorDismissed()]);
  });
});
