import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { selectPanelShown } from '../features/preview/state/previewSlice';
import { selectParts, takeAction } from './liveParts';

/** Waits until the parts' state says the staff panel is `shown` (or not), checking after every action. */
export function* untilPanel(shown: boolean): SagaIterator<void> {
  for (;;) {
    const now: boolean = yield call(selectParts, selectPanelShown);
    if (now === shown) return;
    yield call(takeAction);
  }
}
