import { combineSlices, isAction, type Action, type Reducer } from '@reduxjs/toolkit';
import { buffers, multicastChannel, type Channel, type MulticastChannel, type SagaIterator } from 'redux-saga';
import { actionChannel, getContext, select, take } from 'redux-saga/effects';

/**
 * The parts' state as the flows read it: what the actions the saga middleware delivered made of it,
 * never a state the store was put in without one.
 *
 * Why not the store's state: a Redux DevTools jump, toggle or import replaces the store's state
 * without an action through the middleware. Flows that read the store after their next action
 * (a resize, a timer) would act on a past or imported state: a jump back to the staff panel would
 * start a staff session and renew a login that is gone, toggles re-observe the page, an import
 * send requests for another visit (see docs/decisions/2026-11-29-mechanisms-and-their-tests.md).
 * So the root saga keeps its own copy of the parts' slices: the store's at its start, then reduced
 * with the parts' own reducers (combined by `combineSlices`) from every action the saga middleware
 * delivers. The components still read the store, so DevTools shows each recorded state; only what
 * the parts do follows the actions.
 *
 * Why a channel: redux-saga wakes the takers of one action in the order they took, so a flow that
 * took before the copy's tracker would read the copy without that action. The tracker alone takes
 * from the store (an action channel, so it misses none) and hands each action on to the flows once
 * the copy holds it.
 */
export interface LiveParts {
  state: Record<string, unknown>;
  /** The parts' slices' reducers, combined. */
  reduce: Reducer<Record<string, unknown>>;
  /** Every action the saga middleware delivered, buffered until the tracker takes it. */
  delivered: Channel<Action>;
  /** The same actions, each once the copy holds it: what the flows take. */
  actions: MulticastChannel<Action>;
}

/** A slice of the parts, as createShopParts lists them. */
export interface PartSliceReducer {
  reducerPath: string;
  reducer: Reducer;
}

const LIVE_PARTS = 'shopParts/liveParts';

function partsOf(rootState: unknown, slices: readonly PartSliceReducer[]): Record<string, unknown> {
  const root = typeof rootState === 'object' && rootState !== null ? (rootState as Record<string, unknown>) : {};
  return Object.fromEntries(slices.map(({ reducerPath }) => [reducerPath, root[reducerPath]]));
}

/** The copy as the store's state is now, collecting every action from here on (for `trackLiveParts`). */
export function* createLiveParts(slices: readonly PartSliceReducer[]): SagaIterator<LiveParts> {
  const rootState: unknown = yield select();
  const delivered: Channel<Action> = yield actionChannel('*', buffers.expanding<Action>());
  return { state: partsOf(rootState, slices), reduce: combineSlices(...slices), delivered, actions: multicastChannel<Action>() };
}

/** For the root saga's `setContext`: its flows, and the sagas they call, read the copy. */
export function liveContext(live: LiveParts): Record<string, LiveParts> {
  return { [LIVE_PARTS]: live };
}

/** Reduces each delivered action into the copy, then hands it to the flows. Forked by the root saga, cancelled with it. */
export function* trackLiveParts(live: LiveParts): SagaIterator<void> {
  try {
    for (;;) {
      const action: unknown = yield take(live.delivered);
      // A saga test tool's dispatch also delivers the thunks the flows put; a store's never does.
      if (!isAction(action)) continue;
      live.state = live.reduce(live.state, action);
      live.actions.put(action);
    }
  } finally {
    live.delivered.close();
    live.actions.close();
  }
}

/**
 * What a selector of the parts says now: from the copy under the root saga, from the store's state
 * where a flow runs alone (a saga test tool's `expectSaga(loginRenewalFlow)`).
 */
export function* selectParts<T>(selector: (rootState: unknown) => T): SagaIterator<T> {
  const live: LiveParts | undefined = yield getContext(LIVE_PARTS);
  if (live) return selector(live.state);
  const value: T = yield select(selector);
  return value;
}

/** Waits for the next action (of a type, or any), once the copy holds it. */
export function* takeAction(type?: string): SagaIterator<Action> {
  const live: LiveParts | undefined = yield getContext(LIVE_PARTS);
  const pattern = type ?? '*';
  const action: Action = live ? yield take(live.actions, pattern) : yield take(pattern);
  return action;
}
