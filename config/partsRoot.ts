import { combineSlices, type CombinedSliceReducer } from '@reduxjs/toolkit';

/**
 * A combineSlices root that no store runs. The parts' slices are injected into it, so that their
 * RTK selectors read a slice the store does not hold (not injected yet, a DevTools jump to before
 * the injection) as its initial state. Typed by hand: the inferred type has a third type argument
 * that @reduxjs/toolkit 2.5, the peer range's floor, does not take.
 */
export const partsRoot: CombinedSliceReducer<Record<never, never>> = combineSlices();

/** A slice's state in a host's root state, for an injected slice's `getSelectors`; undefined where the store holds none (or null). */
export const stateAt =
  <State>(reducerPath: string) =>
  (rootState: unknown): State | undefined =>
    (rootState as Partial<Record<string, State | null>>)[reducerPath] ?? undefined;
