import type { EventChannel } from 'redux-saga';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import { shopPartsApi, type PreviewAuth, type PreviewRenewalResult } from '../api';
import { previewActions, selectPanelHidden, selectPanelShown } from '../features/preview';
import { sessionActions } from '../features/session';
import { dispatchThunk } from './dispatchThunk';
import { createPageEventsChannel, isPageHidden, type PageEvent } from './pageEvents';
import { forgetPreviewRenewal, lastPreviewRenewalAt, recordPreviewRenewal } from './previewRenewalSchedule';

/** The staff login is renewed at once, then every 300000 ms: at most once per interval per tab (docs/behaviour.md, "Preview"). */
export const PREVIEW_RENEWAL_INTERVAL_MS = 300000;

/** When the next renewal is due: the tab's last renewal plus the interval, or now. */
function nextDueAt(): number {
  const last = lastPreviewRenewalAt();
  return last === null ? Date.now() : last + PREVIEW_RENEWAL_INTERVAL_MS;
}

/** One renewal. A 401/403 asks checkauth again: when the staff login is gone, the panel goes (as after a logout). */
function* renewOnce() {
  const at = Date.now();
  recordPreviewRenewal(at);
  const request: { unwrap(): Promise<PreviewRenewalResult> } = yield call(
    dispatchThunk,
    shopPartsApi.endpoints.renewPreviewLogin.initiate(undefined, { fixedCacheKey: 'renewPreviewLogin' }),
  );
  const result: PreviewRenewalResult = yield call([request, request.unwrap]);
  yield put(sessionActions.previewRenewed({ ok: result === 'OK', at, nextRenewalAt: at + PREVIEW_RENEWAL_INTERVAL_MS }));
  if (result !== 'UNAUTHORIZED') return;
  const check: { unwrap(): Promise<PreviewAuth> } = yield call(
    dispatchThunk,
    shopPartsApi.endpoints.checkPreviewAuth.initiate(undefined, { forceRefetch: true, subscribe: false }),
  );
  const auth: PreviewAuth = yield call([check, check.unwrap]);
  if (auth.status !== 'SUCCESS') {
    forgetPreviewRenewal();
    yield put(previewActions.loggedOut());
  }
}

/** Renews when due, then every 5 minutes; a hidden tab pauses it, showing the tab renews at once if due. */
function* renewWhileActive(channel: EventChannel<PageEvent>) {
  for (;;) {
    if (isPageHidden()) {
      yield put(sessionActions.previewRenewalPaused());
      for (;;) {
        const event: PageEvent = yield take(channel);
        if (event.kind === 'visible') break;
      }
    }
    if (Date.now() >= nextDueAt()) yield call(renewOnce);
    const { event } = yield race({ tick: delay(Math.max(0, nextDueAt() - Date.now())), event: take(channel) });
    if (event && (event as PageEvent).kind !== 'hidden') continue;
  }
}

/** Waits until the state says the panel is `shown` (or not), checking after every action. */
function* untilPanel(shown: boolean) {
  for (;;) {
    const now: boolean = yield select(selectPanelShown);
    if (now === shown) return;
    yield take('*');
  }
}

/**
 * Runs the staff login renewal while the state says the preview panel is shown
 * (`selectPanelShown`: a staff preview page and checkauth's SUCCESS), from the action that makes it
 * so to the one that ends it (a logout, leaving the route, the staff cookie gone). It follows
 * actions only: a Redux DevTools jump dispatches none, so it neither starts nor ends a session.
 */
export function* previewRenewalFlow() {
  for (;;) {
    yield call(untilPanel, true);
    yield put(sessionActions.previewSessionStarted({ nextRenewalAt: nextDueAt() }));
    const channel: EventChannel<PageEvent> = yield call(createPageEventsChannel);
    try {
      const { end }: { end?: unknown } = yield race({ renew: call(renewWhileActive, channel), end: call(untilPanel, false) });
      // After a logout (or a lost staff login) the next login starts a fresh schedule.
      const loggedOut: boolean = yield select(selectPanelHidden);
      if (end !== undefined && loggedOut) forgetPreviewRenewal();
    } finally {
      channel.close();
      yield put(sessionActions.previewSessionEnded());
    }
  }
}
