import { ActionCreators } from '@redux-devtools/instrument';
import { act, screen, waitFor } from '@testing-library/react';
import { configSelectors, DEFAULT_SETTINGS, pageSelectors, pageSlice } from '../../../config';
import { selectFooterPlatform, selectFooterReduced, selectNewsletterVisible, selectOpenPanels } from '../../../features/footer';
import { selectPanelOpen } from '../../../features/footer/state/footerSlice';
import { selectConfirmedEmail, selectDoiErrorDismissed } from '../../../features/newsletter';
import { selectApplyStatus, selectPanelHidden, selectPanelShown, selectPreviewAuth, selectSettingsOpen, selectStaffPreviewPage } from '../../../features/preview';
import { selectLoginRenewal, selectPreviewSession, sessionSlice } from '../../../features/session';
import { selectShopPartsSettings, type ShopPartsState } from '../../../store';
import { createTestShop } from '../../../src/testing';
import { setCookie } from '../../support/cookies';
import { allowRtkNoDataLog } from '../../support/rtkNoDataLog';
import { devtoolsInstrument, liftedOf } from '../../support/devtoolsHost';
import { useFakeServices } from '../../support/fakeServices';
import { HOST_APP, renderHostPage } from '../../support/hostPage';
import { setWindowWidth } from '../../support/windowWidth';

const fakes = useFakeServices();

beforeEach(() => setWindowWidth(1400));

describe('selectors read an uninjected slice as its initial state', () => {
  // A host's own state before the parts were injected (or a DevTools jump back to it).
  const hostOnly = { cart: { items: 1 } };

  it('page', () => {
    // Not read yet: no route, no cookies, no platform (the footer renders its server values).
    expect(pageSelectors.selectPage(hostOnly)).toEqual(pageSlice.getInitialState());
    expect(pageSelectors.selectPage(hostOnly)).toBe(pageSelectors.selectPage({}));
    expect(pageSelectors.selectPathname(hostOnly)).toBeNull();
    expect(pageSelectors.selectObservedPlatform(hostOnly)).toBeNull();
    expect(pageSelectors.selectLoginCookie(hostOnly)).toBe(false);
    expect(pageSelectors.selectStaffCookie(hostOnly)).toBe(false);
    expect(pageSelectors.selectReducedCookie(hostOnly)).toBe(false);
  });

  it('footer', () => {
    expect(selectFooterPlatform(hostOnly)).toBe('CLASSIC');
    expect(selectFooterReduced(hostOnly)).toBe(false);
    expect(selectOpenPanels(hostOnly)).toEqual([]);
    // The same array every time, so a component's useSelector stays quiet.
    expect(selectOpenPanels(hostOnly)).toBe(selectOpenPanels({}));
    expect(selectPanelOpen(hostOnly, 'payment')).toBe(false);
    expect(selectNewsletterVisible(hostOnly)).toBe(true);
  });

  it('newsletter', () => {
    // The sign-up's result is RTK Query's mutation entry: the api's state, which RTK itself reads.
    expect(selectConfirmedEmail(hostOnly)).toBeNull();
    expect(selectDoiErrorDismissed(hostOnly)).toBe(false);
  });

  it('preview and session', () => {
    expect(selectPanelHidden(hostOnly)).toBe(false);
    expect(selectPanelShown(hostOnly)).toBe(false);
    expect(selectStaffPreviewPage(hostOnly)).toBe(false);
    expect(selectPreviewAuth(hostOnly)).toBeUndefined();
    expect(selectSettingsOpen(hostOnly)).toBe(false);
    expect(selectApplyStatus(hostOnly)).toBe('idle');
    expect(selectLoginRenewal(hostOnly)).toBe(sessionSlice.getInitialState().loginRenewal);
    expect(selectPreviewSession(hostOnly)).toBe(sessionSlice.getInitialState().preview);
  });

  it('config and the store hooks', () => {
    expect(selectShopPartsSettings(hostOnly)).toBe(DEFAULT_SETTINGS);
    expect(configSelectors.selectSite(hostOnly)).toBe(DEFAULT_SETTINGS.site);
    expect(selectShopPartsSettings(hostOnly as unknown as ShopPartsState)).toBe(DEFAULT_SETTINGS);
  });

  it('a slice that is there is read as it is', () => {
    const state = {
      shopPartsPage: { ...pageSlice.getInitialState(), observed: true, widthPlatform: 'TABLET', reducedCookie: true, newsletterHiddenAttribute: true },
      shopPartsFooter: { openPanels: ['payment'] },
    };
    expect(selectFooterPlatform(state)).toBe('TABLET');
    expect(selectFooterReduced(state)).toBe(true);
    expect(selectNewsletterVisible(state)).toBe(false);
    expect(selectPanelOpen(state, 'payment')).toBe(true);
  });
});

describe('components in a state from before the injection (a DevTools jump)', () => {
  it('the parts show nothing there and nothing is thrown; the host header stays; the jump back shows them again', async () => {
    setCookie('StaffAuthToken', 'staff');
    const rtkLogs = allowRtkNoDataLog();
    // The README's run-time host with the real DevTools instrumentation; the parts injected after its first state.
    const shop = createTestShop({ ...HOST_APP, setup: 'run-time', startSagas: false, previewRoute: '/', enhancers: [devtoolsInstrument()] });
    const monitor = liftedOf(shop.store);
    const beforeInjection = monitor.getState().currentStateIndex;
    shop.start();
    renderHostPage(shop);
    // Generous waits: the panel's and the form's lazy chunks are slow to load while the whole suite runs.
    await screen.findByRole('region', { name: 'Staff preview' }, { timeout: 10000 });
    await screen.findByRole('textbox', { name: /E-Mail/ }, { timeout: 10000 });
    await waitFor(() => expect(fakes.db.calls.some((call) => call.includes('login/renew'))).toBe(true), { timeout: 10000 });
    const visited = monitor.getState().currentStateIndex;

    act(() => void monitor.dispatch(ActionCreators.jumpToState(beforeInjection)));
    expect(shop.store.getState()).not.toHaveProperty('shopPartsConfig');
    expect(screen.getByText('Host header')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Staff preview' })).toBeNull();
    // RTK Query's own development message: the mounted parts read the jumped-to state once as they go.
    expect(rtkLogs()).toBeLessThanOrEqual(1);

    act(() => void monitor.dispatch(ActionCreators.jumpToState(visited)));
    expect(screen.getByRole('region', { name: 'Staff preview' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByText('Host header')).toBeInTheDocument();
  });
});
