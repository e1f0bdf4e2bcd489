import { combineSlices, type CombinedSliceReducer } from '@reduxjs/toolkit';

/**
 * The parts' slices in one combineSlices root that no store runs: each slice is injected into it
 * (`slice.injectInto(partsRoot)`, the api's `partsRoot.inject`), so that RTK's selectors of an
 * injected slice, and `partsRoot.selector`, read a slice the store does not hold (the parts not
 * injected yet, a Redux DevTools jump to before the injection) as its initial state, the same
 * object each time (docs/behaviour.md, "DevTools").
 * Typed by hand: the inferred type gives CombinedSliceReducer a third type argument, which
 * @reduxjs/toolkit 2.5 (the peer range's floor) does not take, and a host's strict type check of
 * our declarations failed.
 */
export const partsRoot: CombinedSliceReducer<Record<never, never>> = combineSlices();

/** A slice's state in a host's root state, for an injected slice's `getSelectors`; undefined where the store holds none (or null: the settings after `eject()`). */
export const stateAt =
  <State>(reducerPath: string) =>
  (rootState: unknown): State | undefined =>
    (rootState as Partial<Record<string, State | null>>)[reducerPath] ?? undefined;
