import { combineSlices, configureStore, createDynamicMiddleware, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { instrument, type LiftedStore } from '@redux-devtools/instrument';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import { cartSlice, hostApi } from '../../examples/hostApp';
import { deFooterContent as deContent } from './deFooterContent';
import deMessages from '../../locales/catalogues/de-DE.json';
import { ShopFooter } from '../../src/components/ShopFooter';
import { createShopParts, ShopPartsProvider, type ShopParts } from '../../store';

/** The two set-ups of the README: the parts in the store from the start, or injected at run time. */
export type DevtoolsSetup = 'store setup' | 'run time';

/** What a host's actions look like to the count: every action the page dispatched (never a monitor's). */
export interface DispatchCount {
  dispatched: number;
}

/**
 * A host store with the real Redux DevTools instrumentation, composed as the browser extension
 * composes it: the host's middleware over `instrument()` (the extension's compose puts it last, so
 * it wraps the store innermost), a history longer than one visit (README, "Redux DevTools").
 * A counting middleware sees every action the page dispatches; monitor actions (jump, toggle,
 * import) go to the lifted store and never pass it.
 */
export function createDevtoolsHost(setup: DevtoolsSetup, config: { previewRoute?: string } = {}) {
  const count: DispatchCount = { dispatched: 0 };
  const counter: Middleware = () => (next) => (action) => {
    count.dispatched += 1;
    return next(action);
  };
  const parts: ShopParts = createShopParts({ site: 'DE', ...config });
  const enhancers = instrument(undefined, { maxAge: 500 });
  if (setup === 'store setup') {
    const sagaMiddleware = createSagaMiddleware();
    const store = configureStore({
      reducer: { cart: cartSlice.reducer, [hostApi.reducerPath]: hostApi.reducer, ...parts.reducers },
      middleware: (getDefault) => getDefault().concat(counter, hostApi.middleware, ...parts.middleware, sagaMiddleware),
      enhancers: (getDefault) => getDefault().concat(enhancers),
      devTools: false,
    });
    const task = sagaMiddleware.run(parts.rootSaga);
    return { store, liftedStore: liftedOf(store), parts, count, stop: () => task.cancel() };
  }
  const rootReducer = combineSlices(cartSlice, hostApi);
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer as Reducer,
    middleware: (getDefault) => getDefault().concat(counter, hostApi.middleware, dynamicMiddleware.middleware),
    enhancers: (getDefault) => getDefault().concat(enhancers),
    devTools: false,
  });
  // The host's own action first: the recording starts before the parts are in the store.
  store.dispatch(cartSlice.actions.itemAdded());
  const injected = parts.inject(store, { rootReducer, dynamicMiddleware });
  return { store, liftedStore: liftedOf(store), parts, count, stop: () => injected.eject() };
}

export type DevtoolsHost = ReturnType<typeof createDevtoolsHost>;

function liftedOf(store: object): LiftedStore<unknown, { type: string }, null> {
  return (store as { liftedStore: LiftedStore<unknown, { type: string }, null> }).liftedStore;
}

/** The host's page: its header and, inside ShopPartsProvider, the footer with the form and the staff slot. */
export function renderDevtoolsPage(host: DevtoolsHost) {
  return render(
    <Provider store={host.store}>
      <header>Host header</header>
      <ShopPartsProvider parts={host.parts} messages={deMessages}>
        <ShopFooter content={deContent} />
      </ShopPartsProvider>
    </Provider>,
  );
}

/**
 * Where a value holds something JSON does not keep (a Symbol key, a class instance such as a
 * Request or Response, a function, a non-finite number): the paths, empty when none does.
 * `undefined` is allowed, under a Symbol key too (RTK Query's query actions carry
 * `[forceQueryFn]: undefined`): JSON leaves the key out, and every reader treats both alike.
 */
export function notJsonSafe(value: unknown, path = '$'): string[] {
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'boolean') return [];
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [path];
  if (typeof value !== 'object') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => notJsonSafe(item, `${path}[${index}]`));
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return [path];
  const record = value as Record<symbol, unknown>;
  const symbols = Object.getOwnPropertySymbols(value)
    .filter((symbol) => record[symbol] !== undefined)
    .map((symbol) => `${path}[${String(symbol)}]`);
  return [...symbols, ...Object.entries(value).flatMap(([key, item]) => notJsonSafe(item, `${path}.${key}`))];
}

/** Every leaf of a JSON value by path, for a field-for-field comparison. */
export function leaves(value: unknown, path = '$', into = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
    if (entries.length === 0) into.set(path, Array.isArray(value) ? '[]' : '{}');
    for (const [key, item] of entries) leaves(item, `${path}.${key}`, into);
  } else if (value !== undefined) {
    into.set(path, value);
  }
  return into;
}
