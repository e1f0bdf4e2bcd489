import type { EventChannel, SagaIterator } from 'redux-saga';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import { shopPartsApi, type PreviewAuth, type PreviewRenewalResult } from '../api';
import { previewActions, selectPanelHidden, selectPreviewAuth } from '../features/preview/state/previewSlice';
import { sessionActions } from '../features/session';
import { dispatchThunk } from './dispatchThunk';
import { createPageEventsChannel, isPageHidden, type PageEvent } from './pageEvents';
import { forgetPreviewRenewal, lastPreviewRenewalAt, recordPreviewRenewal } from './previewRenewalSchedule';
import { untilPanel } from './untilPanel';

/** The staff login is renewed at once, then every 300000 ms: at most once per interval per tab (docs/behaviour.md, "Preview"). */
export const PREVIEW_RENEWAL_INTERVAL_MS = 300000;

/** When the next renewal is due: the tab's last renewal plus the interval, or now. */
function nextDueAt(): number {
  const last = lastPreviewRenewalAt();
  return last === null ? Date.now() : last + PREVIEW_RENEWAL_INTERVAL_MS;
}

/** Whether the running session asked checkauth again after a renewal answered 401/403. */
interface Recheck {
  asked: boolean;
}

/**
 * One renewal. A 401/403 asks checkauth again: an answer other than SUCCESS makes the panel go,
 * which ends the session (previewRenewalFlow's race) before the answer reaches this task; the flow
 * then hides the panel as after a logout.
 */
function* renewOnce(recheck: Recheck) {
  const at = Date.now();
  recordPreviewRenewal(at);
  const request: { unwrap(): Promise<PreviewRenewalResult> } | null = yield call(
    dispatchThunk,
    shopPartsApi.endpoints.renewPreviewLogin.initiate(undefined, { fixedCacheKey: 'renewPreviewLogin' }),
  );
  // Not sent (a saga test tool's dispatch): as a network failure.
  const result: PreviewRenewalResult = request ? yield call([request, request.unwrap]) : 'ERROR';
  yield put(sessionActions.previewRenewed({ ok: result === 'OK', at, nextRenewalAt: at + PREVIEW_RENEWAL_INTERVAL_MS }));
  if (result !== 'UNAUTHORIZED') return;
  recheck.asked = true;
  const check: { unwrap(): Promise<PreviewAuth> } | null = yield call(
    dispatchThunk,
    shopPartsApi.endpoints.checkPreviewAuth.initiate(undefined, { forceRefetch: true, subscribe: false }),
  );
  // Reached only when the staff login is still valid (or the call failed or was not sent): the session goes on.
  if (check) yield call([check, check.unwrap]);
  recheck.asked = false;
}

/** Renews when due, then every 5 minutes; a hidden tab pauses it, showing the tab renews at once if due. */
function* renewWhileActive(channel: EventChannel<PageEvent>, recheck: Recheck) {
  for (;;) {
    if (isPageHidden()) {
      yield put(sessionActions.previewRenewalPaused());
      for (;;) {
        const event: PageEvent = yield take(channel);
        if (event.kind === 'visible') break;
      }
    }
    if (Date.now() >= nextDueAt()) yield call(renewOnce, recheck);
    // Whichever comes first, the loop's top decides: a hidden tab pauses, a due renewal runs.
    yield race({ tick: delay(Math.max(0, nextDueAt() - Date.now())), event: take(channel) });
  }
}

/**
 * Runs the staff login renewal while the state says the preview panel is shown
 * (`selectPanelShown`: a staff preview page and checkauth's SUCCESS), from the action that makes it
 * so to the one that ends it (a logout, leaving the route, the staff cookie gone), reading the
 * store's state after each action.
 */
export function* previewRenewalFlow(): SagaIterator<void> {
  for (;;) {
    yield call(untilPanel, true);
    yield put(sessionActions.previewSessionStarted({ nextRenewalAt: nextDueAt() }));
    const channel: EventChannel<PageEvent> = yield call(createPageEventsChannel);
    const recheck: Recheck = { asked: false };
    try {
      // renewWhileActive never returns: the race ends when the panel goes.
      yield race({ renew: call(renewWhileActive, channel, recheck), end: call(untilPanel, false) });
      // The re-check after a 401 answered other than SUCCESS: the staff login is gone, as after a logout.
      const auth: PreviewAuth | undefined = yield select(selectPreviewAuth);
      if (recheck.asked && auth !== undefined && auth.status !== 'SUCCESS') yield put(previewActions.loggedOut());
      // After a logout (or a lost staff login) the next login starts a fresh schedule.
      const loggedOut: boolean = yield select(selectPanelHidden);
      if (loggedOut) forgetPreviewRenewal();
    } finally {
      channel.close();
      yield put(sessionActions.previewSessionEnded());
    }
  }
}
