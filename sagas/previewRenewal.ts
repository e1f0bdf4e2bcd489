import type { EventChannel } from 'redux-saga';
import { call, delay, put, race, take } from 'redux-saga/effects';
import { shopPartsApi } from '../api';
import { previewActions } from '../features/preview';
import { sessionActions } from '../features/session';
import { dispatchThunk } from './dispatchThunk';
import { createPageEventsChannel, isPageHidden, type PageEvent } from './pageEvents';

/** SPEC section 9: the staff login is renewed at once, then every 300000 ms. */
export const PREVIEW_RENEWAL_INTERVAL_MS = 300000;

function* renewOnce() {
  const request: { unwrap(): Promise<boolean> } = yield call(
    dispatchThunk,
    shopPartsApi.endpoints.renewPreviewLogin.initiate(undefined, { fixedCacheKey: 'renewPreviewLogin' }),
  );
  const ok: boolean = yield call([request, request.unwrap]);
  yield put(sessionActions.previewRenewed({ ok, at: Date.now(), nextRenewalAt: Date.now() + PREVIEW_RENEWAL_INTERVAL_MS }));
}

/** Renews at once, then every 5 minutes; a hidden tab pauses it, showing the tab renews at once if due. */
function* renewWhileActive(channel: EventChannel<PageEvent>) {
  let dueAt = Date.now();
  for (;;) {
    if (isPageHidden()) {
      yield put(sessionActions.previewRenewalPaused());
      for (;;) {
        const event: PageEvent = yield take(channel);
        if (event.kind === 'visible') break;
      }
    }
    if (Date.now() >= dueAt) {
      yield call(renewOnce);
      dueAt = Date.now() + PREVIEW_RENEWAL_INTERVAL_MS;
    }
    const { event } = yield race({ tick: delay(Math.max(0, dueAt - Date.now())), event: take(channel) });
    if (event && (event as PageEvent).kind !== 'hidden') continue;
  }
}

/** Runs the staff login renewal while the preview panel is shown: from panelShown to panelClosed or loggedOut. */
export function* previewRenewalFlow() {
  for (;;) {
    yield take(previewActions.panelShown.type);
    yield put(sessionActions.previewSessionStarted());
    const channel: EventChannel<PageEvent> = yield call(createPageEventsChannel);
    try {
      yield race({
        renew: call(renewWhileActive, channel),
        end: take([previewActions.panelClosed.type, previewActions.loggedOut.type]),
      });
    } finally {
      channel.close();
      yield put(sessionActions.previewSessionEnded());
    }
  }
}
