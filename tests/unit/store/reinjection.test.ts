import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { createShopParts } from '../../../store';
import { createMiddlewareCounter } from '../../support/countedMiddleware';

/**
 * A run-time host whose dynamic middleware is counted: every middleware the parts add is wrapped
 * (once per middleware, so the dynamic middleware still sees the same function when the same one is
 * added again) in a probe that counts how often it handles an action.
 */
function createCountingHost() {
  const rootReducer = combineSlices({ reducerPath: 'host', reducer: (state: { ok: boolean } = { ok: true }) => state });
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware) });
  const counter = createMiddlewareCounter();
  /** How many of the parts' middleware handle one plain action. */
  const callsPerDispatch = () => {
    const start = counter.calls();
    store.dispatch({ type: 'host/probe' });
    return counter.calls() - start;
  };
  return { store, rootReducer, dynamicMiddleware: counter.counted(dynamicMiddleware), callsPerDispatch };
}

describe('injecting into one store again and again', () => {
  it('adds no middleware after the first cycle: 1,000 inject/eject cycles, each with a new createShopParts', () => {
    const host = createCountingHost();
    const cycle = () => createShopParts({ site: 'DE' }).inject(host.store, { rootReducer: host.rootReducer, dynamicMiddleware: host.dynamicMiddleware }).eject();
    cycle();
    const afterFirst = host.callsPerDispatch();
    expect(afterFirst).toBeGreaterThan(0);
    for (let index = 0; index < 1000; index += 1) cycle();
    expect(host.callsPerDispatch()).toBe(afterFirst);
  });

  it('keeps one saga middleware when injections replace each other without eject', () => {
    const host = createCountingHost();
    createShopParts({ site: 'DE' }).inject(host.store, { rootReducer: host.rootReducer, dynamicMiddleware: host.dynamicMiddleware });
    const afterFirst = host.callsPerDispatch();
    let last = createShopParts({ site: 'AT' }).inject(host.store, { rootReducer: host.rootReducer, dynamicMiddleware: host.dynamicMiddleware });
    for (let index = 0; index < 50; index += 1) {
      last = createShopParts({ site: index % 2 ? 'CZ' : 'PL' }).inject(host.store, { rootReducer: host.rootReducer, dynamicMiddleware: host.dynamicMiddleware });
    }
    expect(host.callsPerDispatch()).toBe(afterFirst);
    expect(last.task.isRunning()).toBe(true);
    last.eject();
  });
});
