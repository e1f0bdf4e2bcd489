import { combineSlices, configureStore, createAction, createDynamicMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { cartSlice, hostApi } from '../../examples/hostApp';
import type { ShopPartsConfig } from '../../config';
import { deFooterContent as deContent } from './deFooterContent';
import deMessages from '../../locales/catalogues/de-DE.json';
import { ShopFooter } from '../../src/components/ShopFooter';
import { createShopParts, ShopPartsProvider, type InjectedShopParts, type ShopParts } from '../../store';

/** What Redux DevTools' JUMP_TO_STATE does: the whole state is replaced by a recorded one. */
export const jumpToState = createAction<unknown>('devtools/jumpToState');

/**
 * The README's run-time host (combineSlices and createDynamicMiddleware) with a tiny time-travel
 * reducer around its root reducer, recording every state the store goes through.
 */
export function createTimeTravelHost() {
  const rootReducer = combineSlices(cartSlice, hostApi);
  type HostState = ReturnType<typeof rootReducer>;
  const timeTravel = (state: HostState | undefined, action: UnknownAction): HostState =>
    jumpToState.match(action) ? (action.payload as HostState) : rootReducer(state, action);
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: timeTravel,
    middleware: (getDefault) => getDefault().concat(hostApi.middleware, dynamicMiddleware.middleware),
  });
  const recorded: unknown[] = [store.getState()];
  let recording = true;
  store.subscribe(() => {
    const state = store.getState();
    if (recording && state !== recorded[recorded.length - 1]) recorded.push(state);
  });
  return {
    store,
    rootReducer,
    dynamicMiddleware,
    /** Every state from the store's creation on, until `stopRecording`. */
    recorded,
    stopRecording: () => void (recording = false),
    jump: (state: unknown) => store.dispatch(jumpToState(state)),
  };
}

export type TimeTravelHost = ReturnType<typeof createTimeTravelHost>;

/** Injects the parts at run time, as examples/addAtRunTime.ts does. */
export function injectParts(host: TimeTravelHost, config: Partial<ShopPartsConfig> = {}): { parts: ShopParts; injected: InjectedShopParts } {
  const parts = createShopParts({ site: 'DE', ...config });
  const injected = parts.inject(host.store, { rootReducer: host.rootReducer, dynamicMiddleware: host.dynamicMiddleware });
  return { parts, injected };
}

/** The host's page: its own header and, inside ShopPartsProvider, the parts (the German footer by default). */
export function renderHostPage(host: TimeTravelHost, parts: ShopParts, children: ReactNode = <ShopFooter content={deContent} />) {
  return render(
    <Provider store={host.store}>
      <header>Host header</header>
      <main>
        <ShopPartsProvider parts={parts} messages={deMessages}>
          {children}
        </ShopPartsProvider>
      </main>
    </Provider>,
  );
}
