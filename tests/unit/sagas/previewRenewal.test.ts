import { http, HttpResponse } from 'msw';
import { runSaga } from 'redux-saga';
import { previewActions } from '../../../features/preview';
import { selectPreviewSession } from '../../../features/session';
import { PREVIEW_RENEWAL_INTERVAL_MS } from '../../../sagas/previewRenewal';
import { setCookie } from '../../support/cookies';
import { clearCookies, useFakeServices } from '../../support/fakeServices';
import { advance, createSessionStore, pendingTimersOfOurs, setVisibility, useSagaTimers } from '../../support/sessionStore';

const fakes = useFakeServices();
useSagaTimers();

const renewals = () => fakes.db.calls.filter((call) => call.endsWith('/auth/login/renew'));

let session: ReturnType<typeof createSessionStore>;
beforeEach(() => {
  // A customer with a fresh token would add login checks; the staff flow is tested on its own.
  setCookie('StaffAuthToken', 'staff');
  session = createSessionStore({ appPlatform: true });
});
afterEach(() => {
  session.task.cancel();
  setVisibility('visible');
  clearCookies();
});

describe('staff preview login renewal', () => {
  it('does nothing until the preview session starts', async () => {
    await advance(PREVIEW_RENEWAL_INTERVAL_MS * 2);
    expect(renewals()).toEqual([]);
    expect(await pendingTimersOfOurs()).toBe(0);
  });

  it('renews at once, then every 300000 ms', async () => {
    session.store.dispatch(previewActions.panelShown());
    await advance(0);
    expect(renewals()).toHaveLength(1);
    expect(selectPreviewSession(session.store.getState())).toMatchObject({ status: 'active', lastRenewalOk: true, nextRenewalAt: Date.now() + PREVIEW_RENEWAL_INTERVAL_MS });
    await advance(PREVIEW_RENEWAL_INTERVAL_MS - 1);
    expect(renewals()).toHaveLength(1);
    await advance(1);
    expect(renewals()).toHaveLength(2);
    await advance(PREVIEW_RENEWAL_INTERVAL_MS * 2);
    expect(renewals()).toHaveLength(4);
  });

  it('stops on logout and starts again when a panel is shown again', async () => {
    session.store.dispatch(previewActions.panelShown());
    await advance(0);
    session.store.dispatch(previewActions.loggedOut());
    expect(await pendingTimersOfOurs()).toBe(0);
    await advance(PREVIEW_RENEWAL_INTERVAL_MS * 3);
    expect(renewals()).toHaveLength(1);
    expect(selectPreviewSession(session.store.getState()).status).toBe('inactive');
    session.store.dispatch(previewActions.panelShown());
    await advance(0);
    expect(renewals()).toHaveLength(2);
  });

  it('a panel shown again after a logout within the interval sends no renewal (a DevTools jump back to before the logout)', async () => {
    session.store.dispatch(previewActions.panelShown());
    await advance(0);
    session.store.dispatch(previewActions.loggedOut());
    await advance(PREVIEW_RENEWAL_INTERVAL_MS / 2);
    session.store.dispatch(previewActions.panelShown());
    await advance(0);
    expect(renewals()).toHaveLength(1);
    await advance(PREVIEW_RENEWAL_INTERVAL_MS / 2);
    expect(renewals()).toHaveLength(2);
  });

  it('renews at most once per 5 minutes however often the panel mounts and unmounts (StrictMode, navigation)', async () => {
    for (let mount = 0; mount < 3; mount += 1) {
      session.store.dispatch(previewActions.panelShown());
      await advance(0);
      session.store.dispatch(previewActions.panelClosed());
      await advance(0);
    }
    session.store.dispatch(previewActions.panelShown());
    await advance(0);
    expect(renewals()).toHaveLength(1);
    expect(selectPreviewSession(session.store.getState())).toMatchObject({ status: 'active', nextRenewalAt: Date.now() + PREVIEW_RENEWAL_INTERVAL_MS });
    await advance(PREVIEW_RENEWAL_INTERVAL_MS);
    expect(renewals()).toHaveLength(2);
  });

  it('keeps the schedule of the tab when the parts are injected again (a new store and saga)', async () => {
    session.store.dispatch(previewActions.panelShown());
    await advance(0);
    session.task.cancel();
    await advance(60_000);
    session = createSessionStore({ appPlatform: true });
    session.store.dispatch(previewActions.panelShown());
    await advance(0);
    expect(renewals()).toHaveLength(1);
    await advance(PREVIEW_RENEWAL_INTERVAL_MS - 60_000);
    expect(renewals()).toHaveLength(2);
  });

  it('renews for a panel that was shown before the sagas started', async () => {
    // A store whose first saga run ended before the panel came; the host's sagas start afterwards.
    session.task.cancel();
    session.store.dispatch(previewActions.panelShown());
    await advance(0);
    expect(renewals()).toHaveLength(0);
    const running = runSaga({ dispatch: session.store.dispatch, getState: session.store.getState }, session.parts.rootSaga);
    await advance(0);
    expect(renewals()).toHaveLength(1);
    running.cancel();
  });

  it.each([
    ['gone', 'UNAUTHORIZED', true],
    ['still valid', 'SUCCESS', false],
  ])('re-checks the staff login after a 401 and hides the panel when it is %s', async (_name, checkStatus, hidden) => {
    fakes.server.use(
      http.get('*/auth/login/renew', () => new HttpResponse(null, { status: 401 })),
      http.get('*/auth/checkauth', () => HttpResponse.json({ status: checkStatus, dateTime: null, abTestName: null, abTestGroup: null })),
    );
    session.store.dispatch(previewActions.panelShown());
    await advance(0);
    const state = session.store.getState();
    expect(state.shopPartsPreview.panelHidden).toBe(hidden);
    expect(selectPreviewSession(state).status).toBe(hidden ? 'inactive' : 'active');
  });

  it('stops when the panel is closed (unmounted)', async () => {
    session.store.dispatch(previewActions.panelShown());
    await advance(0);
    session.store.dispatch(previewActions.panelClosed());
    expect(await pendingTimersOfOurs()).toBe(0);
    expect(selectPreviewSession(session.store.getState()).status).toBe('inactive');
  });

  it('records a failed renewal and keeps the cadence', async () => {
    fakes.server.use(http.get('*/auth/login/renew', () => new HttpResponse(null, { status: 500 })));
    session.store.dispatch(previewActions.panelShown());
    await advance(0);
    expect(selectPreviewSession(session.store.getState())).toMatchObject({ status: 'active', lastRenewalOk: false });
    expect(jest.getTimerCount()).toBeGreaterThan(0);
  });

  it('pauses while the tab is hidden and renews at once when it shows again after the interval', async () => {
    session.store.dispatch(previewActions.panelShown());
    await advance(0);
    setVisibility('hidden');
    await advance(0);
    expect(selectPreviewSession(session.store.getState()).status).toBe('paused');
    expect(await pendingTimersOfOurs()).toBe(0);
    await advance(PREVIEW_RENEWAL_INTERVAL_MS * 2);
    expect(renewals()).toHaveLength(1);
    setVisibility('visible');
    await advance(0);
    expect(renewals()).toHaveLength(2);
  });

  it('stops when the root saga is cancelled (eject)', async () => {
    session.store.dispatch(previewActions.panelShown());
    await advance(0);
    session.task.cancel();
    expect(await pendingTimersOfOurs()).toBe(0);
    await advance(PREVIEW_RENEWAL_INTERVAL_MS * 2);
    expect(renewals()).toHaveLength(1);
  });
});
