import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import configureMockStore from 'redux-mock-store';
import { shopPartsApi } from '../../../api';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { FooterLayout, footerActions, selectFooterPlatform, selectFooterReduced, selectNewsletterVisible } from '../../../features/footer';
import { Footer } from '../../../src/components/ShopFooter';
import { deFooterContent as deContent } from '../../support/deFooterContent';
import { DEFAULT_SETTINGS, pageSelectors, ServicesContext } from '../../../config';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { loginTokenExpiringIn, setCookie } from '../../support/cookies';
import { useFakeServices } from '../../support/fakeServices';
import { renderWithShop } from '../../support/renderWithShop';
import { setWindowWidth } from '../../support/windowWidth';

const fakes = useFakeServices();
const newsletter = <p>NEWSLETTER FORM</p>;

beforeEach(() => setWindowWidth(1400));
afterEach(() => {
  document.documentElement.removeAttribute('data-platform');
  document.documentElement.removeAttribute('data-newsletter-form-hidden');
});

describe('desktop layout (CLASSIC)', () => {
  it('shows the groups as columns with heading links, leaving out links flagged hideInClassic', async () => {
    await renderWithShop(<Footer content={deContent} newsletter={newsletter} />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Bequem bezahlen' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/service/zahlung');
    expect(screen.getByRole('link', { name: 'Alle Zahlungsarten' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kauf auf Rechnung' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bequem bezahlen' })).toBeNull();
  });

  it('shows the country selector; choosing a country navigates through the host function', async () => {
    const navigate = jest.fn();
    const user = userEvent.setup();
    await renderWithShop(<Footer content={deContent} />, { navigate });
    const button = screen.getByRole('button', { name: 'Land: Deutschland' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Land wählen' });
    expect(within(list).getAllByRole('link')).toHaveLength(9);
    expect(within(list).getByRole('link', { name: /Deutschland/ })).toHaveAttribute('aria-current', 'true');
    await user.click(within(list).getByRole('link', { name: 'Polska' }));
    expect(navigate).toHaveBeenCalledWith('https://www.bean-and-home.pl/');
  });

  it('closes the country list with Esc and returns focus to its button', async () => {
    const user = userEvent.setup();
    await renderWithShop(<Footer content={deContent} />);
    const button = screen.getByRole('button', { name: 'Land: Deutschland' });
    await user.click(button);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('gives social and app icon links accessible names', async () => {
    await renderWithShop(<Footer content={deContent} />);
    expect(screen.getByRole('link', { name: /Bean & Home auf Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/beanandhome');
    expect(screen.getByRole('link', { name: /App Store \(iOS\)/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Google Play \(Android\)/ })).toBeInTheDocument();
  });

  it('marks the consent-management link for the host consent tool', async () => {
    await renderWithShop(<Footer content={deContent} />);
    expect(screen.getByRole('link', { name: 'Cookie-Einstellungen' })).toHaveAttribute('data-consent-management', 'true');
  });
});

describe('smartphone and tablet layout (accordion)', () => {
  it.each(['MATCH', 'SMARTPHONE', 'TABLET'])('shows groups as accordion panels on %s, without a country selector', async (platform) => {
    document.documentElement.setAttribute('data-platform', platform);
    await renderWithShop(<Footer content={deContent} />);
    const button = screen.getByRole('button', { name: 'Bequem bezahlen' });
    expect(button.closest('h3')).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('button', { name: /Land:/ })).toBeNull();
  });

  it('opens and closes a panel by keyboard, with every link inside including those hidden on desktop', async () => {
    document.documentElement.setAttribute('data-platform', 'SMARTPHONE');
    const user = userEvent.setup();
    const { store } = await renderWithShop(<Footer content={deContent} />);
    const button = screen.getByRole('button', { name: 'Bequem bezahlen' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Kauf auf Rechnung' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Bequem bezahlen' })).toHaveAttribute('href', '/service/zahlung');
    expect(store.getState().shopPartsFooter.openPanels).toEqual(['payment']);
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a closed panel found by the browser (hidden="until-found", beforematch) as its header would, and the store follows', async () => {
    document.documentElement.setAttribute('data-platform', 'SMARTPHONE');
    const user = userEvent.setup();
    const { store } = await renderWithShop(<Footer content={deContent} />);
    const button = screen.getByRole('button', { name: 'Bequem bezahlen' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).toHaveAttribute('hidden', 'until-found');
    // What find-in-page or a text-fragment link does to a match inside: beforematch, then the attribute goes.
    act(() => {
      panel.dispatchEvent(new Event('beforematch', { bubbles: true }));
      panel.removeAttribute('hidden');
    });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveAttribute('hidden');
    expect(store.getState().shopPartsFooter.openPanels).toEqual(['payment']);
    // Closed again by its header, it can be found again.
    await user.click(button);
    expect(store.getState().shopPartsFooter.openPanels).toEqual([]);
    expect(panel).toHaveAttribute('hidden', 'until-found');
    expect(panel).not.toBeVisible();
  });

  it('opens the merged categories panel on beforematch', async () => {
    document.documentElement.setAttribute('data-platform', 'TABLET');
    const { store } = await renderWithShop(<Footer content={deContent} />);
    const categories = screen.getByRole('button', { name: 'Beliebte Kategorien' });
    const panel = document.getElementById(categories.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).toHaveAttribute('hidden', 'until-found');
    act(() => {
      panel.dispatchEvent(new Event('beforematch'));
    });
    expect(categories).toHaveAttribute('aria-expanded', 'true');
    expect(store.getState().shopPartsFooter.openPanels).toEqual(['categories']);
  });

  it('merges the categories into one panel', async () => {
    document.documentElement.setAttribute('data-platform', 'TABLET');
    const user = userEvent.setup();
    await renderWithShop(<Footer content={deContent} />);
    const categories = screen.getByRole('button', { name: 'Beliebte Kategorien' });
    expect(categories.closest('h2')).not.toBeNull();
    await user.click(categories);
    const panel = document.getElementById(categories.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getAllByRole('link')).toHaveLength(9);
  });

  it('keeps every link in the HTML while panels are closed (search engines read them)', async () => {
    document.documentElement.setAttribute('data-platform', 'MATCH');
    const { container } = await renderWithShop(<Footer content={deContent} />);
    expect(container.querySelector('a[href="/karriere"]')).not.toBeNull();
    expect(container.querySelector('a[href="/kaffeemaschinen"]')).not.toBeNull();
  });

  it('follows resizes: columns at 1280 px, accordion below (the page slice holds what the observer read)', async () => {
    const { store } = await renderWithShop(<Footer content={deContent} />);
    const footer = screen.getByRole('contentinfo');
    expect(screen.getByRole('button', { name: /Land:/ })).toBeInTheDocument();
    expect(selectFooterPlatform(store.getState())).toBe('CLASSIC');
    act(() => setWindowWidth(800));
    expect(store.getState().shopPartsPage.widthPlatform).toBe('TABLET');
    expect(selectFooterPlatform(store.getState())).toBe('TABLET');
    await waitFor(() => expect(footer).toHaveAttribute('data-sp-platform', 'TABLET'));
    expect(screen.getByRole('button', { name: 'Bequem bezahlen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Land:/ })).toBeNull();
    act(() => setWindowWidth(500));
    expect(selectFooterPlatform(store.getState())).toBe('MATCH');
    await waitFor(() => expect(footer).toHaveAttribute('data-sp-platform', 'MATCH'));
    act(() => setWindowWidth(1400));
    expect(selectFooterPlatform(store.getState())).toBe('CLASSIC');
    await waitFor(() => expect(screen.getByRole('button', { name: /Land:/ })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Bequem bezahlen' })).toBeNull();
  });

  it('data-platform wins over the width, and a single-page host may set it later', async () => {
    const { store } = await renderWithShop(<Footer content={deContent} />);
    expect(screen.getByRole('button', { name: /Land:/ })).toBeInTheDocument();
    await act(async () => document.documentElement.setAttribute('data-platform', 'smartphone'));
    // Seen through a MutationObserver, so a moment later.
    await waitFor(() => expect(store.getState().shopPartsPage.platformAttribute).toBe('SMARTPHONE'));
    expect(selectFooterPlatform(store.getState())).toBe('SMARTPHONE');
    await screen.findByRole('button', { name: 'Bequem bezahlen' });
    expect(screen.queryByRole('button', { name: /Land:/ })).toBeNull();
    await act(async () => document.documentElement.removeAttribute('data-platform'));
    await waitFor(() => expect(store.getState().shopPartsPage.platformAttribute).toBeNull());
    await screen.findByRole('button', { name: /Land:/ });
  });
});

describe('toggling a panel dispatches a namespaced action (redux-mock-store)', () => {
  it('dispatches nothing on mount and shopParts/footer/panelToggled with the group id on a click', () => {
    // The page as the observer read it: the footer takes the platform from the store, not from the html element.
    // The api middleware and thunks run as in a real store; the mock store records every action.
    // Thunks as configureStore runs them (redux-thunk is RTK's dependency, not ours).
    const thunk: Middleware = (api) => (next) => (action) => (typeof action === 'function' ? (action as (...args: unknown[]) => unknown)(api.dispatch, api.getState, undefined) : next(action));
    // redux-mock-store's typings still use redux 4's Middleware type, hence the cast.
    const middlewares = [thunk, shopPartsApi.middleware] as unknown as Parameters<typeof configureMockStore>[0];
    const mockStore = configureMockStore(middlewares)({
      shopPartsFooter: { openPanels: [] },
      shopPartsPage: { observed: true, pathname: '/', platformAttribute: 'SMARTPHONE', widthPlatform: 'CLASSIC', newsletterHiddenAttribute: false, loginCookie: false, staffCookie: false, reducedCookie: false },
      shopPartsConfig: { ...DEFAULT_SETTINGS, site: 'DE' },
      shopPartsApi: { queries: {}, mutations: {}, provided: { tags: {}, keys: {} }, subscriptions: {}, config: { online: true, focused: true, middlewareRegistered: true, refetchOnFocus: false, refetchOnReconnect: false, refetchOnMountOrArgChange: false, keepUnusedDataFor: 60, reducerPath: 'shopPartsApi', invalidationBehavior: 'delayed' } },
    });
    render(
      <Provider store={mockStore}>
        <ServicesContext.Provider value={{ analytics: jest.fn(), navigate: jest.fn(), messages: {} }}>
          {/* The feature's footer under hand-made providers: the parts' scope would bring its own. */}
          <IntlProvider locale="de-DE" messages={{}} onError={() => undefined}>
            <FooterLayout content={deContent} />
          </IntlProvider>
        </ServicesContext.Provider>
      </Provider>,
    );
    // RTK Query's middleware announces itself on the first action through it; everything else is the footer's.
    const dispatched = (): UnknownAction[] => (mockStore.getActions() as UnknownAction[]).filter((action) => action.type !== 'shopPartsApi/config/middlewareRegistered');
    // What the page says is the store's: nothing is dispatched by mounting (no query, no page fact).
    expect(dispatched()).toEqual([]);
    act(() => screen.getByRole('button', { name: 'Schnelle Lieferung' }).click());
    expect(dispatched()).toEqual([footerActions.panelToggled('delivery')]);
  });
});

describe('reduced mode', () => {
  async function expectOnlyLegalRow() {
    expect(screen.queryByText('NEWSLETTER FORM')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Bequem bezahlen' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Beliebte Kategorien' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Instagram/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Land:/ })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Rechtliche Hinweise' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Impressum' })).toBeInTheDocument();
  }

  it('is on with the reduced prop, which stays the host\'s (the store says only what the cookies say)', async () => {
    const { store } = await renderWithShop(<Footer content={deContent} reduced newsletter={newsletter} />);
    await expectOnlyLegalRow();
    expect(selectFooterReduced(store.getState())).toBe(false);
  });

  it.each(['affiliateNumber=12345', 'xc-app=new'])('is on with the cookie %s, as the page slice says', async (cookie) => {
    document.cookie = `${cookie}; Path=/`;
    const { store } = await renderWithShop(<Footer content={deContent} newsletter={newsletter} />);
    await expectOnlyLegalRow();
    expect(pageSelectors.selectReducedCookie(store.getState())).toBe(true);
    expect(selectFooterReduced(store.getState())).toBe(true);
  });

  it('follows a reducing cookie set after the parts started, once the page is read again (focus)', async () => {
    const { store } = await renderWithShop(<Footer content={deContent} newsletter={newsletter} />);
    expect(screen.getByText('NEWSLETTER FORM')).toBeInTheDocument();
    document.cookie = 'affiliateNumber=12345; Path=/';
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(selectFooterReduced(store.getState())).toBe(true);
    await expectOnlyLegalRow();
  });

  it('can keep the checkout-safe teaser groups, hiding those flagged hideGroupInCheckout', async () => {
    await renderWithShop(<Footer content={deContent} reduced teasersInReducedMode />);
    expect(screen.getByRole('heading', { name: 'Bequem bezahlen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Rückgaberecht/ })).toBeInTheDocument();
    for (const hidden of deContent.teaser.groups.filter((group) => group.hideGroupInCheckout)) {
      expect(screen.queryByRole('heading', { name: hidden.heading.link.text })).toBeNull();
    }
  });
});

describe('newsletter slot', () => {
  it('shows the form for an anonymous visitor without asking psdata', async () => {
    await renderWithShop(<Footer content={deContent} newsletter={newsletter} />);
    expect(screen.getByText('NEWSLETTER FORM')).toBeInTheDocument();
    expect(fakes.db.calls.some((call) => call.includes('psdata'))).toBe(false);
  });

  it('hides the form when the html attribute says so', async () => {
    document.documentElement.setAttribute('data-newsletter-form-hidden', 'true');
    const { store } = await renderWithShop(<Footer content={deContent} newsletter={newsletter} />);
    expect(screen.queryByText('NEWSLETTER FORM')).toBeNull();
    expect(store.getState().shopPartsPage.newsletterHiddenAttribute).toBe(true);
    expect(selectNewsletterVisible(store.getState())).toBe(false);
  });

  it.each([
    ['WAITING_FOR_DOI', false],
    ['SUBSCRIBED', false],
    ['NONE', true],
  ])('for a customer with nl_status %s shows the form: %p', async (status, shown) => {
    let asked = false;
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    fakes.server.use(
      http.get('*/psdata', async () => {
        asked = true;
        await answered;
        return HttpResponse.json({ nl_status: status });
      }),
    );
    setCookie('LoginToken', loginTokenExpiringIn(1800));
    const { store } = await renderWithShop(<Footer content={deContent} newsletter={newsletter} />);
    // Decided only once psdata has answered: before that the form is held back either way.
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByText('NEWSLETTER FORM')).toBeNull();
    expect(selectNewsletterVisible(store.getState())).toBe(false);
    answer();
    await waitFor(() => expect(store.getState().shopPartsApi.queries['getCustomerFrontendData(undefined)']?.status).toBe('fulfilled'));
    if (shown) await screen.findByText('NEWSLETTER FORM');
    else expect(screen.queryByText('NEWSLETTER FORM')).toBeNull();
    expect(selectNewsletterVisible(store.getState())).toBe(shown);
  });

  it('follows the html attribute when a single-page host changes it later', async () => {
    const { store } = await renderWithShop(<Footer content={deContent} newsletter={newsletter} />);
    expect(screen.getByText('NEWSLETTER FORM')).toBeInTheDocument();
    await act(async () => document.documentElement.setAttribute('data-newsletter-form-hidden', 'true'));
    await waitFor(() => expect(screen.queryByText('NEWSLETTER FORM')).toBeNull());
    expect(selectNewsletterVisible(store.getState())).toBe(false);
    await act(async () => document.documentElement.removeAttribute('data-newsletter-form-hidden'));
    await screen.findByText('NEWSLETTER FORM');
    expect(selectNewsletterVisible(store.getState())).toBe(true);
  });
});

describe('the store drives the footer', () => {
  it('mounting, StrictMode\'s second run and a remount dispatch nothing and send nothing', async () => {
    // A logged-in customer whose psdata (the fakes' nl_status NONE) shows the form.
    setCookie('LoginToken', loginTokenExpiringIn(1800));
    const { store, shop, rerender } = await renderWithShop(<p>HOST PAGE</p>);
    // The parts' sagas read the page and ask what it calls for, with no footer on the page yet.
    await waitFor(() => expect(store.getState().shopPartsApi.queries['getFooterPromotion(undefined)']?.status).toBe('fulfilled'));
    await waitFor(() => expect(store.getState().shopPartsApi.queries['getCustomerFrontendData(undefined)']?.status).toBe('fulfilled'));
    const calls = [...fakes.db.calls];
    shop.actions.length = 0;
    const footer = (
      <StrictMode>
        <Footer content={deContent} newsletter={newsletter} />
      </StrictMode>
    );
    rerender(footer);
    expect(await screen.findByRole('complementary', { name: 'Aktion' })).toBeInTheDocument();
    expect(screen.getByText('NEWSLETTER FORM')).toBeInTheDocument();
    rerender(<p>HOST PAGE</p>);
    expect(screen.queryByRole('contentinfo')).toBeNull();
    rerender(footer);
    expect(screen.getByRole('complementary', { name: 'Aktion' })).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(shop.actions).toEqual([]);
    expect(fakes.db.calls).toEqual(calls);
  });
});

describe('promotion', () => {
  it('shows the SHOP_FOOTER promotion', async () => {
    await renderWithShop(<Footer content={deContent} />);
    const promotion = await screen.findByRole('complementary', { name: 'Aktion' });
    expect(within(promotion).getByText('Gratis Versand ab 30 €')).toBeInTheDocument();
    expect(within(promotion).getByText('Gratis Versand ab 30 €').closest('[lang]')).toHaveAttribute('lang', 'de-DE');
    expect(within(promotion).getByRole('link', { name: 'Zur Aktion' })).toHaveAttribute('href', '/aktionen/gratis-versand');
  });

  it('shows nothing for 404', async () => {
    fakes.db.footerPromotionJson = null;
    await renderWithShop(<Footer content={deContent} />);
    await waitFor(() => expect(fakes.db.calls).toContain('GET /service/promotion/api/promotion/SHOP_FOOTER'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('complementary', { name: 'Aktion' })).toBeNull();
  });

  it('shows nothing (and logs) for contentJSON that does not parse', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakes.db.footerPromotionJson = '{oops';
    await renderWithShop(<Footer content={deContent} />);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole('complementary', { name: 'Aktion' })).toBeNull();
    error.mockRestore();
  });

  it('renders hostile content as text and drops unsafe links', async () => {
    fakes.db.footerPromotionJson = JSON.stringify({
      headline: '<img src=x onerror=alert(1)>',
      text: '<script>alert(1)</script>',
      links: [{ url: 'javascript:alert(1)', text: 'Bad' }, { url: '/ok', text: 'Good' }],
    });
    const { container } = await renderWithShop(<Footer content={deContent} />);
    const promotion = await screen.findByRole('complementary', { name: 'Aktion' });
    expect(within(promotion).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(container.querySelector('script, img[src="x"]')).toBeNull();
    expect(within(promotion).queryByRole('link', { name: 'Bad' })).toBeNull();
    expect(within(promotion).getByRole('link', { name: 'Good' })).toHaveAttribute('href', '/ok');
  });
});

describe('logos', () => {
  it('shows partner logos with alternative texts from the footer messages', async () => {
    await renderWithShop(<Footer content={deContent} />);
    expect(screen.getByRole('img', { name: 'Logo: DHL' })).toHaveAttribute('src', '/service/footer-images/logos/dhl.svg');
  });

  it('logs an unknown logo source and shows no image for it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const content = { ...deContent, teaser: { groups: [{ ...deContent.teaser.groups[0]!, images: [{ label: 'Nope', source: 'nope' as 'dhl' }] }] } };
    await renderWithShop(<Footer content={content} />);
    expect(screen.queryByRole('img', { name: /Nope/ })).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('unknown footer logo source "nope"'));
    error.mockRestore();
  });
});
