import { combineSlices } from '@reduxjs/toolkit';

/**
 * The parts' slices in one combineSlices root that no store runs: each slice is injected into it
 * (`slice.injectInto(partsRoot)`, the api's `partsRoot.inject`), so that RTK's selectors of an
 * injected slice, and `partsRoot.selector`, read a slice the store does not hold (the parts not
 * injected yet, a Redux DevTools jump to before the injection) as its initial state, the same
 * object each time (docs/behaviour.md, "DevTools").
 */
export const partsRoot = combineSlices();

/** A slice's state in a host's root state, for an injected slice's `getSelectors`; undefined where the store holds none. */
export const stateAt =
  <State>(reducerPath: string) =>
  (rootState: unknown): State | undefined =>
    (rootState as Partial<Record<string, State>>)[reducerPath];
