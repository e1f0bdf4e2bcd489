// Redux Toolkit's lazy-loading shape: combineSlices and createDynamicMiddleware; the parts are
// injected into the running store. It also records every state and can jump back to any of them, as
// Redux DevTools' time travel does (window.__timeTravel, for the package test in Chromium).
import { combineSlices, configureStore, createDynamicMiddleware, createSlice, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { createShopParts, type SiteCode } from '@shop/shop-parts';

export const counterSlice = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: { incremented: (state) => void (state.value += 1) },
});

const JUMP_TO_STATE = 'devtools/jumpToState';

/** The state a jump names replaces the whole state, as DevTools' JUMP_TO_STATE does. */
function withTimeTravel<State>(reducer: Reducer<State>): Reducer<State> {
  return (state: State | undefined, action: UnknownAction) => (action.type === JUMP_TO_STATE ? (action.payload as State) : reducer(state, action));
}

declare global {
  interface Window {
    __timeTravel?: { count(): number; jump(index: number): void };
  }
}

export function createHostStore(site: SiteCode) {
  const rootReducer = combineSlices(counterSlice);
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: withTimeTravel(rootReducer),
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
  if (typeof window !== 'undefined') {
    const recorded = [store.getState()];
    let jumping = false;
    store.subscribe(() => {
      if (!jumping) recorded.push(store.getState());
    });
    window.__timeTravel = {
      count: () => recorded.length,
      jump(index) {
        jumping = true;
        store.dispatch({ type: JUMP_TO_STATE, payload: recorded[index] });
        jumping = false;
      },
    };
  }
  const parts = createShopParts({ site });
  /** Injects the parts (slices, middleware, sagas); returns what ejects them. */
  function startParts(): () => void {
    const injected = parts.inject(store, { rootReducer, dynamicMiddleware });
    return () => injected.eject();
  }
  return { store, parts, startParts };
}

export type HostStore = ReturnType<typeof createHostStore>;
