import type { Action } from '@reduxjs/toolkit';
import { put } from 'redux-saga/effects';

/**
 * Dispatches an RTK thunk (an api `initiate`) from a saga and returns what dispatch returns (the
 * request with `unwrap`, the query's subscription), or null where the dispatch runs no thunks: a
 * saga test tool's (redux-saga-test-plan's `expectSaga`, a `runSaga` with a plain dispatch) hands
 * the function to its reducer and returns nothing, so no request was sent and the callers go on as
 * without an answer. `put` dispatches thunks like any action; its typings only know plain actions
 * and redux-thunk's own thunk type, hence the one cast here.
 */
export function* dispatchThunk<Result extends object>(thunk: (...args: never[]) => Result) {
  const result: unknown = yield put(thunk as unknown as Action);
  // A thunk run by the store's thunk middleware answers with an object; anything else is a dispatch
  // that did not run it (undefined, a count, the function itself).
  return typeof result === 'object' && result !== null ? (result as Result) : null;
}
