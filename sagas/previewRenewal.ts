import type { EventChannel } from 'redux-saga';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import { shopPartsApi, type PreviewAuth, type PreviewRenewalResult } from '../api';
import { previewActions } from '../features/preview';
import { selectPanelShown } from '../features/preview/state/previewSlice';
import { sessionActions } from '../features/session';
import { dispatchThunk } from './dispatchThunk';
import { createPageEventsChannel, isPageHidden, type PageEvent } from './pageEvents';
import { forgetPreviewRenewal, lastPreviewRenewalAt, recordPreviewRenewal } from './previewRenewalSchedule';

/** The staff login is renewed at once, then every 300000 ms: at most once per interval per tab (docs/behaviour.md, "Preview"). */
export const PREVIEW_RENEWAL_INTERVAL_MS = 300000;

/**
 * This flow's own last renewal. A logout forgets the tab's schedule (the next login, on the next
 * page, renews at once), but not this: a panel shown again by the same injection (a Redux DevTools
 * jump back to before the logout) waits out the interval instead of sending a real request
 * (docs/behaviour.md, "DevTools").
 */
interface FlowSchedule {
  renewedAt: number | null;
}

function nextDueAt(flow: FlowSchedule): number {
  const stored = lastPreviewRenewalAt();
  const last = stored === null ? flow.renewedAt : flow.renewedAt === null ? stored : Math.max(stored, flow.renewedAt);
  return last === null ? Date.now() : last + PREVIEW_RENEWAL_INTERVAL_MS;
}

/** One renewal. A 401/403 asks checkauth again: when the staff login is gone, the panel goes (as after a logout). */
function* renewOnce(flow: FlowSchedule) {
  const at = Date.now();
  recordPreviewRenewal(at);
  flow.renewedAt = at;
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
function* renewWhileActive(channel: EventChannel<PageEvent>, flow: FlowSchedule) {
  for (;;) {
    if (isPageHidden()) {
      yield put(sessionActions.previewRenewalPaused());
      for (;;) {
        const event: PageEvent = yield take(channel);
        if (event.kind === 'visible') break;
      }
    }
    if (Date.now() >= nextDueAt(flow)) yield call(renewOnce, flow);
    const { event } = yield race({ tick: delay(Math.max(0, nextDueAt(flow) - Date.now())), event: take(channel) });
    if (event && (event as PageEvent).kind !== 'hidden') continue;
  }
}

/**
 * Runs the staff login renewal while the preview panel is shown: from panelShown (or at once, when
 * the panel was shown before the sagas started) to panelClosed or loggedOut.
 */
export function* previewRenewalFlow() {
  let shown: boolean = yield select(selectPanelShown);
  const flow: FlowSchedule = { renewedAt: null };
  for (;;) {
    if (!shown) yield take(previewActions.panelShown.type);
    shown = false;
    yield put(sessionActions.previewSessionStarted({ nextRenewalAt: nextDueAt(flow) }));
    const channel: EventChannel<PageEvent> = yield call(createPageEventsChannel);
    try {
      const { end }: { end?: { type: string } } = yield race({
        renew: call(renewWhileActive, channel, flow),
        end: take([previewActions.panelClosed.type, previewActions.loggedOut.type]),
      });
      if (end?.type === previewActions.loggedOut.type) forgetPreviewRenewal();
    } finally {
      channel.close();
      yield put(sessionActions.previewSessionEnded());
    }
  }
}
