import type { SagaIterator } from 'redux-saga';
import { select, take } from 'redux-saga/effects';
import { selectPanelShown } from '../features/preview/state/previewSlice';

/** Waits until the parts' state says the staff panel is `shown` (or not), checking after every action. */
export function* untilPanel(shown: boolean): SagaIterator<void> {
  for (;;) {
    const now: boolean = yield select(selectPanelShown);
    if (now === shown) return;
    yield take('*');
  }
}
