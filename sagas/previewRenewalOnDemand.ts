import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { untilPanel } from './untilPanel';

/**
 * The staff login renewal as the root saga runs it: its code (the flow, its schedule and its
 * requests) loads only once the staff panel is shown, so a shopper's main chunk carries none of it
 * (docs/performance.md, "What loads when"). The flow itself starts by checking the panel again: if
 * it went while the code loaded, it waits for the next session as it always does.
 */
export function* previewRenewalOnDemand(): SagaIterator<void> {
  yield call(untilPanel, true);
  const { previewRenewalFlow }: typeof import('./previewRenewal') = yield call(() => import('./previewRenewal'));
  yield call(previewRenewalFlow);
}
