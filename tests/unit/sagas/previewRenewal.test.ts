import type { UnknownAction } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { runSaga } from 'redux-saga';
import { routeChanged } from '../../../config';
import { previewActions, selectPanelShown } from '../../../features/preview';
import { selectPreviewSession } from '../../../features/session';
import { PREVIEW_RENEWAL_INTERVAL_MS } from '../../../sagas/previewRenewal';
import { createTestShop, hideTab, resetShopPartsTab, showTab } from '../../../src/testing';
import { setCookie } from '../../support/cookies';
import { clearCookies, useFakeServices } from '../../support/fakeServices';
import { advance, pendingTimersOfOurs, useSagaTimers } from '../../support/sagaClock';

const fakes = useFakeServices();
useSagaTimers();

const PREVIEW_ROUTE = '/preview';
const renewals = () => fakes.db.calls.filter((call) => call.endsWith('/auth/login/renew'));
const checks = () => fakes.db.calls.filter((call) => call.endsWith('/auth/checkauth'));

/**
 * The parts start on a page: its path is set before the store and its sagas are made, as a page
 * load does. The app platform leaves customer renewal to the app, so only the staff flow runs.
 */
function startOn(path: string) {
  return createTestShop({ appPlatform: true, path });
}

/** A staff member (staff cookie) opens the preview route: checkauth answers SUCCESS from the fakes. */
function startStaffPreview() {
  setCookie('StaffAuthToken', 'staff');
  return startOn(PREVIEW_ROUTE);
}

// Each test's shops stop after it (useFakeServices); the tab is fresh again, back on '/'.
afterEach(() => resetShopPartsTab());

describe('staff preview login renewal', () => {
  it('does nothing for staff on another page, nor on the preview route without a staff cookie', async () => {
    setCookie('StaffAuthToken', 'staff');
    const elsewhere = startOn('/kaffee');
    await advance(PREVIEW_RENEWAL_INTERVAL_MS * 2);
    expect(selectPreviewSession(elsewhere.store.getState()).status).toBe('inactive');
    elsewhere.task.cancel();

    clearCookies();
    const shopper = startOn(PREVIEW_ROUTE);
    await advance(PREVIEW_RENEWAL_INTERVAL_MS * 2);
    expect(selectPanelShown(shopper.store.getState())).toBe(false);
    expect(checks()).toEqual([]);
    expect(renewals()).toEqual([]);
    expect(await pendingTimersOfOurs()).toBe(0);
  });

  it('renews at once when the state says the panel shows (preview route, staff cookie, checkauth SUCCESS), then every 300000 ms', async () => {
    const { store } = startStaffPreview();
    await advance(0);
    expect(selectPanelShown(store.getState())).toBe(true);
    expect(renewals()).toHaveLength(1);
    expect(selectPreviewSession(store.getState())).toMatchObject({ status: 'active', lastRenewalOk: true, nextRenewalAt: Date.now() + PREVIEW_RENEWAL_INTERVAL_MS });
    await advance(PREVIEW_RENEWAL_INTERVAL_MS - 1);
    expect(renewals()).toHaveLength(1);
    await advance(1);
    expect(renewals()).toHaveLength(2);
    await advance(PREVIEW_RENEWAL_INTERVAL_MS * 2);
    expect(renewals()).toHaveLength(4);
    // checkauth was asked once: the renewal does not ask it again while it answers OK.
    expect(checks()).toHaveLength(1);
  });

  it('stops on logout for the rest of the page; the next login (a new page) renews at once', async () => {
    const first = startStaffPreview();
    await advance(0);
    first.store.dispatch(previewActions.loggedOut());
    expect(selectPanelShown(first.store.getState())).toBe(false);
    expect(selectPreviewSession(first.store.getState()).status).toBe('inactive');
    expect(await pendingTimersOfOurs()).toBe(0);
    // Whatever the page does next, a logged-out panel stays hidden and renews nothing.
    first.store.dispatch(routeChanged('/'));
    first.store.dispatch(routeChanged(PREVIEW_ROUTE));
    await advance(0);
    expect(selectPanelShown(first.store.getState())).toBe(false);
    expect(selectPreviewSession(first.store.getState()).status).toBe('inactive');
    expect(renewals()).toHaveLength(1);
    first.task.cancel();

    // Logged in again on a new page, well within the last renewal's interval: the logout forgot the schedule.
    const second = startStaffPreview();
    await advance(0);
    expect(renewals()).toHaveLength(2);
    expect(selectPreviewSession(second.store.getState())).toMatchObject({ status: 'active', nextRenewalAt: Date.now() + PREVIEW_RENEWAL_INTERVAL_MS });
  });

  it('leaving and re-entering the preview route within the interval sends no second renewal', async () => {
    const { store } = startStaffPreview();
    await advance(0);
    const firstDue = selectPreviewSession(store.getState()).nextRenewalAt;
    for (let visit = 0; visit < 3; visit += 1) {
      store.dispatch(routeChanged('/kaffee'));
      await advance(0);
      expect(selectPreviewSession(store.getState()).status).toBe('inactive');
      await advance(30_000);
      store.dispatch(routeChanged(PREVIEW_ROUTE));
      await advance(0);
      // The session runs again, on the tab's schedule.
      expect(selectPreviewSession(store.getState())).toMatchObject({ status: 'active', nextRenewalAt: firstDue });
    }
    expect(renewals()).toHaveLength(1);
    await advance(PREVIEW_RENEWAL_INTERVAL_MS - 3 * 30_000 - 1);
    expect(renewals()).toHaveLength(1);
    await advance(1);
    expect(renewals()).toHaveLength(2);
  });

  it('keeps the schedule of the tab when the parts are injected again (a new store and saga)', async () => {
    const first = startStaffPreview();
    await advance(0);
    first.task.cancel();
    await advance(60_000);
    startStaffPreview();
    await advance(0);
    expect(renewals()).toHaveLength(1);
    await advance(PREVIEW_RENEWAL_INTERVAL_MS - 60_000);
    expect(renewals()).toHaveLength(2);
  });

  it('follows the state, not actions of its own: sagas started on a store that already shows the panel run the session', async () => {
    const { store, parts, task } = startStaffPreview();
    await advance(0);
    expect(renewals()).toHaveLength(1);
    task.cancel();
    expect(selectPreviewSession(store.getState()).status).toBe('inactive');
    await advance(30_000);
    // The store still says the panel shows (checkauth's answer is kept 60 s after the flows let go of it).
    expect(selectPanelShown(store.getState())).toBe(true);
    const previewActionTypes: string[] = [];
    const running = runSaga(
      {
        dispatch: (action: UnknownAction) => {
          if (typeof action === 'object' && action.type.startsWith('shopParts/preview/')) previewActionTypes.push(action.type);
          return store.dispatch(action);
        },
        getState: store.getState,
      },
      parts.rootSaga,
    );
    await advance(0);
    // Active again at once, due on the tab's schedule; no preview action was needed.
    expect(selectPreviewSession(store.getState())).toMatchObject({ status: 'active', nextRenewalAt: Date.now() - 30_000 + PREVIEW_RENEWAL_INTERVAL_MS });
    expect(previewActionTypes).toEqual([]);
    expect(renewals()).toHaveLength(1);
    await advance(PREVIEW_RENEWAL_INTERVAL_MS - 30_000);
    expect(renewals()).toHaveLength(2);
    running.cancel();
  });

  it.each([
    ['gone', 'UNAUTHORIZED', true],
    ['still valid', 'SUCCESS', false],
  ])('re-checks the staff login after a 401 and hides the panel when it is %s', async (_name, checkStatus, hidden) => {
    let checked = 0;
    fakes.server.use(
      http.get('*/auth/login/renew', () => new HttpResponse(null, { status: 401 })),
      // SUCCESS first (the panel shows and the renewal starts), then the re-check's answer.
      http.get('*/auth/checkauth', () => {
        checked += 1;
        return HttpResponse.json({ status: checked === 1 ? 'SUCCESS' : checkStatus, dateTime: null, abTestName: null, abTestGroup: null });
      }),
    );
    const { store } = startStaffPreview();
    await advance(0);
    expect(checked).toBe(2);
    const state = store.getState();
    expect(state.shopPartsPreview.panelHidden).toBe(hidden);
    expect(selectPanelShown(state)).toBe(!hidden);
    expect(selectPreviewSession(state).status).toBe(hidden ? 'inactive' : 'active');
  });

  it('stops when the staff member leaves the preview route (a client-side navigation)', async () => {
    const { store } = startStaffPreview();
    await advance(0);
    store.dispatch(routeChanged('/kaffee'));
    expect(selectPanelShown(store.getState())).toBe(false);
    expect(selectPreviewSession(store.getState()).status).toBe('inactive');
    expect(await pendingTimersOfOurs()).toBe(0);
    await advance(PREVIEW_RENEWAL_INTERVAL_MS * 2);
    expect(renewals()).toHaveLength(1);
  });

  it('stops when the staff cookie goes (seen when the tab gets the focus again)', async () => {
    const { store } = startStaffPreview();
    await advance(0);
    clearCookies();
    window.dispatchEvent(new Event('focus'));
    await advance(0);
    expect(selectPanelShown(store.getState())).toBe(false);
    expect(selectPreviewSession(store.getState()).status).toBe('inactive');
    expect(await pendingTimersOfOurs()).toBe(0);
    expect(renewals()).toHaveLength(1);
  });

  it('records a failed renewal and keeps the cadence', async () => {
    let attempts = 0;
    fakes.server.use(
      http.get('*/auth/login/renew', () => {
        attempts += 1;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    const { store } = startStaffPreview();
    await advance(0);
    expect(attempts).toBe(1);
    expect(selectPreviewSession(store.getState())).toMatchObject({ status: 'active', lastRenewalOk: false });
    await advance(PREVIEW_RENEWAL_INTERVAL_MS);
    expect(attempts).toBe(2);
    expect(selectPreviewSession(store.getState())).toMatchObject({ status: 'active', lastRenewalAt: Date.now(), lastRenewalOk: false });
  });

  it('pauses while the tab is hidden and renews at once when it shows again after the interval', async () => {
    const { store } = startStaffPreview();
    await advance(0);
    hideTab();
    await advance(0);
    expect(selectPreviewSession(store.getState()).status).toBe('paused');
    expect(await pendingTimersOfOurs()).toBe(0);
    await advance(PREVIEW_RENEWAL_INTERVAL_MS * 2);
    expect(renewals()).toHaveLength(1);
    showTab();
    await advance(0);
    expect(renewals()).toHaveLength(2);
  });

  it('stops when the root saga is cancelled (eject)', async () => {
    const { task } = startStaffPreview();
    await advance(0);
    task.cancel();
    expect(await pendingTimersOfOurs()).toBe(0);
    await advance(PREVIEW_RENEWAL_INTERVAL_MS * 2);
    expect(renewals()).toHaveLength(1);
  });
});
