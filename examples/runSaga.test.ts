// The parts' root saga under redux-saga's own runSaga: the parts' reducers, a plain dispatch and the
// test runner's fake clock (./clock), no store. Runs as it is in Jest and in Vitest.
import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import { createShopParts, selectLoginRenewal } from '@shop/shop-parts';
import { LOGIN_TOKEN_POLL_MS, resetShopPartsTab } from '@shop/shop-parts/testing';
import { advanceClock, useFakeClock, useRealClock } from './clock';

// A flow that throws logs `[shop-parts] the … flow failed` and starts again: none may here.
const consoleErrors: unknown[][] = [];
const consoleError = console.error;
beforeEach(() => {
  useFakeClock();
  console.error = (...args: unknown[]) => void consoleErrors.push(args);
});
afterEach(() => {
  console.error = consoleError;
  useRealClock();
  resetShopPartsTab();
  expect(consoleErrors.splice(0)).toEqual([]);
});

it('looks for a login token every 10 s until cancelled', async () => {
  const parts = createShopParts({ site: 'PL' });
  const reducer = combineReducers(parts.reducers);
  let state = reducer(undefined, { type: 'test/init' });
  const channel = stdChannel(); // what the saga dispatches reaches its own takes, as in a store
  const startedAt = Date.now();
  const nextLooks = new Set<number>(); // when each look set the next one, in ms from the start
  const task = runSaga(
    {
      channel,
      getState: () => state,
      // A plain dispatch runs no thunk: the RTK Query requests the flows dispatch are not sent.
      dispatch: (action: UnknownAction) => {
        state = reducer(state, action);
        const { nextCheckAt } = selectLoginRenewal(state);
        if (nextCheckAt !== null) nextLooks.add(nextCheckAt - startedAt);
        channel.put(action);
      },
    },
    parts.rootSaga,
  );
  await advanceClock(35_000);
  task.cancel();
  expect([...nextLooks]).toEqual([1, 2, 3, 4].map((n) => n * LOGIN_TOKEN_POLL_MS));
  expect(selectLoginRenewal(state).status).toBe('waitingForToken');
  expect(task.isCancelled()).toBe(true);
});
