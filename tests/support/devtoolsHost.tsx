import type { Middleware } from '@reduxjs/toolkit';
import { instrument, type LiftedStore } from '@redux-devtools/instrument';
import { cartSlice } from '../../examples/hostApp';
import { createTestShop } from '../../src/testKit/testShop';
import { HOST_APP, renderHostPage } from './hostPage';

/** The two set-ups of the README: the parts in the store from the start, or injected at run time. */
export type DevtoolsSetup = 'store setup' | 'run time';

/** What a host's actions look like to the count: every action the page dispatched (never a monitor's). */
interface DispatchCount {
  dispatched: number;
}

/**
 * The real Redux DevTools instrumentation, with a history longer than one visit, so no recorded
 * state is committed away (docs/guides/redux-devtools.md).
 */
export const devtoolsInstrument = () => instrument(undefined, { maxAge: 500 });

/**
 * A test shop (the README's host app beside the parts) with the real Redux DevTools
 * instrumentation, composed as the browser extension composes it: the host's middleware over
 * `instrument()` (the extension's compose puts it last, so it wraps the store innermost).
 * A counting middleware sees every action the page dispatches; monitor actions (jump, toggle,
 * import) go to the lifted store and never pass it.
 */
export function createDevtoolsHost(setup: DevtoolsSetup) {
  const count: DispatchCount = { dispatched: 0 };
  const counter: Middleware = () => (next) => (action) => {
    count.dispatched += 1;
    return next(action);
  };
  const shop = createTestShop({
    setup: setup === 'store setup' ? 'store-setup' : 'run-time',
    startSagas: false,
    slices: HOST_APP.slices,
    middleware: [counter, ...HOST_APP.middleware],
    enhancers: [devtoolsInstrument()],
  });
  // At run time the host's own action comes first: the recording starts before the parts are in the store.
  if (setup === 'run time') shop.store.dispatch(cartSlice.actions.itemAdded());
  shop.start();
  return { shop, store: shop.store, liftedStore: liftedOf(shop.store), count, stop: () => shop.stop() };
}

export type DevtoolsHost = ReturnType<typeof createDevtoolsHost>;

/** The lifted store `instrument()` puts beside the store: the monitors' history and their actions (jump, toggle, import). */
export function liftedOf(store: object): LiftedStore<unknown, { type: string }, null> {
  return (store as { liftedStore: LiftedStore<unknown, { type: string }, null> }).liftedStore;
}

/** The host's page: its header and, inside ShopPartsProvider, the footer with the form and the staff slot. */
export function renderDevtoolsPage(host: DevtoolsHost) {
  return renderHostPage(host.shop);
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
