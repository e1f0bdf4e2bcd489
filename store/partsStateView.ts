import { combineSlices, type UnknownAction } from '@reduxjs/toolkit';
import type { ReactReduxContextValue } from 'react-redux';
import { hasDocument } from '../config/browserEnv';
import { noteStateBeforeParts } from '../config/stateBeforeParts';
import type { InjectableSlice } from './createShopParts';

/**
 * The state as the parts' components see it: every slice of the parts the store does not hold
 * (not injected yet, or a Redux DevTools jump to a state recorded before the injection) reads as
 * its initial state, through RTK's `combineSlices(...).selector` (a proxy over the state, one per
 * state object). This is for what reads the state directly, above all RTK Query's hooks: with no
 * `state.shopPartsApi` they log "No data found at state.shopPartsApi" in development. They are not
 * skipped instead: a hook that is skipped and then not skipped starts its query again, and a jump
 * back to a state from before the query's first request would send it (docs/behaviour.md, "DevTools").
 * A state that holds every slice is returned as it is.
 */
export function createPartsStateFill(slices: readonly InjectableSlice[]): <State>(state: State) => State {
  const fill = combineSlices(...slices).selector((state: object) => state);
  const holdsAll = (state: object) => slices.every((slice) => (state as Record<string, unknown>)[slice.reducerPath] !== undefined);
  return <State>(state: State): State => (typeof state !== 'object' || state === null || holdsAll(state) ? state : (fill(state) as State));
}

/**
 * The host's react-redux context with the store's state read through the fill; dispatch and
 * subscription are the host's. While hydrating, the parts read the host's `serverState` when it gave
 * one, else what the store held before the parts did anything to it in the browser: noted by the
 * thunk `noteStateBeforeParts` at their first render from it here or when their root saga started,
 * whichever came first (config/stateBeforeParts.ts). A Suspense boundary around the parts, or around
 * ShopPartsProvider itself, may hydrate much later, after the page's platform and the promotion's
 * answer reached the store; react-redux reads `store.getState()` while hydrating when the host gives
 * no `serverState`, and the parts would render what the server could not know, a hydration error
 * (see docs/decisions/2026-11-29-mechanisms-and-their-tests.md). On the server (no document)
 * they read the store as it is: a server may render from one store more than once.
 */
export function partsContextValue(outer: ReactReduxContextValue<unknown>, slices: readonly InjectableSlice[]): ReactReduxContextValue<unknown> {
  const fill = createPartsStateFill(slices);
  const { store } = outer;
  const serverState = outer.getServerState ?? (hasDocument() ? constant<unknown>(store.dispatch(noteStateBeforeParts as unknown as UnknownAction)) : undefined);
  return {
    ...outer,
    store: { ...store, dispatch: store.dispatch, subscribe: (listener: () => void) => store.subscribe(listener), getState: () => fill(store.getState()) },
    getServerState: serverState && (() => fill(serverState())),
  };
}

function constant<Value>(value: Value): () => Value {
  return () => value;
}
