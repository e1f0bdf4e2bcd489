/** A slice as createSlice makes it: where it sits in the root state, and its initial state. */
export interface SliceWithInitialState<State> {
  reducerPath: string;
  getInitialState(): State;
}

/**
 * Reads a slice of ours from the root state, or its initial state where the store holds none: the
 * parts not injected yet, or a Redux DevTools jump to a state recorded before the injection
 * (docs/behaviour.md, "DevTools"). Every selector of the parts reads its slice through this, so
 * none throws RTK's "selectSlice returned undefined for an uninjected slice reducer". The initial
 * state is the slice's own frozen object, the same on every call, so selectors stay stable.
 */
export function sliceStateOrInitial<State>(slice: SliceWithInitialState<State>): (rootState: unknown) => State {
  return (rootState) => {
    const state = typeof rootState === 'object' && rootState !== null ? (rootState as Record<string, State | undefined>)[slice.reducerPath] : undefined;
    return state === undefined ? slice.getInitialState() : state;
  };
}
