import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { REQUEST_TIMEOUT_MS } from '../../api';
import type { ShopPartsConfig } from '../../config';
import { createShopParts } from '../../store';
import { hideTab, showTab } from '../../src/testKit/tab';

/** A store with the parts and their root saga running, as a host sets it up. */
export function createSessionStore(config: Partial<ShopPartsConfig> = {}) {
  const parts = createShopParts({ site: 'DE', ...config });
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: parts.reducers,
    middleware: (getDefault) => getDefault().concat(...parts.middleware, sagaMiddleware),
  });
  const task = sagaMiddleware.run(parts.rootSaga);
  return { store, task, parts };
}

/** Fake timers that leave promise scheduling alone, so fetch and msw still settle. */
export function useSagaTimers() {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}

export async function advance(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
}

/**
 * The timers still pending once the libraries' own one-shot timers have run out: RTK's batching
 * (100 ms) and fetchBaseQuery's time-out signal, which RTK leaves running after a request (15 s).
 * Advances the clock by 15 s to get there.
 */
export async function pendingTimersOfOurs(): Promise<number> {
  await advance(REQUEST_TIMEOUT_MS + 1);
  return jest.getTimerCount();
}

/** The public test kit's tab, under the names these tests use. */
export function setVisibility(state: 'visible' | 'hidden'): void {
  if (state === 'hidden') hideTab();
  else showTab();
}

export { makeVisitorActive as userActivity } from '../../src/testKit/tab';
