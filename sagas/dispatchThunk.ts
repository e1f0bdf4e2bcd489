import type { Action } from '@reduxjs/toolkit';
import { put } from 'redux-saga/effects';

/**
 * Dispatches an RTK thunk (an api `initiate`) from a saga and returns the request, or null where
 * the dispatch runs no thunks (a saga test tool's: no request was sent, so the flow goes on as
 * without an answer). `put`'s typings know only plain actions, hence the one cast.
 */
export function* dispatchThunk<Result extends object>(thunk: (...args: never[]) => Result) {
  const result: unknown = yield put(thunk as unknown as Action);
  return typeof result === 'object' && result !== null ? (result as Result) : null;
}
