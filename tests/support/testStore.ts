import { configureStore, isAction, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { createShopParts } from '../../store';
import type { ShopPartsConfig } from '../../config';

const running = new Set<Task>();

// Each test's parts stop with the test, as a host's page would stop them.
afterEach(() => {
  for (const task of running) task.cancel();
  running.clear();
});

/** Records every plain action dispatched to the store, from the parts, their sagas or a component. */
function recordingMiddleware(actions: UnknownAction[]): Middleware {
  return () => (next) => (action) => {
    if (isAction(action)) actions.push(action);
    return next(action);
  };
}

/**
 * A store with only the parts in it, set up the way the README's first integration path does:
 * the parts' reducers and middleware, and their root saga running (it reads the page and asks for
 * what the page calls for). Set cookies, the route and html attributes before creating it.
 * `actions` holds every action dispatched to the store, in order (`actions.length = 0` to start
 * afresh, e.g. after the sagas' first requests, to prove that a render dispatches nothing).
 */
export function createPartsStore(config: Partial<ShopPartsConfig> = {}) {
  const parts = createShopParts({ site: 'DE', ...config });
  const sagaMiddleware = createSagaMiddleware();
  const actions: UnknownAction[] = [];
  const store = configureStore({
    reducer: parts.reducers,
    middleware: (getDefault) => getDefault().prepend(recordingMiddleware(actions)).concat(...parts.middleware, sagaMiddleware),
  });
  const task = sagaMiddleware.run(parts.rootSaga);
  running.add(task);
  return { parts, store, task, actions };
}
