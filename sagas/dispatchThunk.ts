import type { Action } from '@reduxjs/toolkit';
import { put } from 'redux-saga/effects';

/**
 * Dispatches an RTK thunk (an api `initiate`) from a saga and returns what dispatch returns (the
 * request with `unwrap`). `put` dispatches thunks like any action; its typings only know plain
 * actions and redux-thunk's own thunk type, hence the one cast here.
 */
export function* dispatchThunk<Result>(thunk: (...args: never[]) => Result) {
  const result: Result = yield put(thunk as unknown as Action);
  return result;
}
