// The parts' sagas asserted with redux-saga-test-plan, from the public exports alone: they run
// against the parts' reducers, without a store or a server; the root saga on the test runner's fake
// clock (./clock). Runs as it is in Jest and in Vitest.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { createShopParts, selectLoginRenewal } from '@shop/shop-parts';
import { loginRenewalFlow, LOGIN_TOKEN_POLL_MS, resetShopPartsTab } from '@shop/shop-parts/testing';
import { advanceClock, useFakeClock, useRealClock } from './clock';

// A flow that throws logs `[shop-parts] the … flow failed` and starts again: none may here.
const consoleErrors: unknown[][] = [];
const consoleError = console.error;
beforeEach(() => {
  console.error = (...args: unknown[]) => void consoleErrors.push(args);
});
afterEach(() => {
  console.error = consoleError;
  useRealClock();
  resetShopPartsTab();
  expect(consoleErrors.splice(0)).toEqual([]);
});

it('leaves the login renewal to the app on the app platforms', async () => {
  const parts = createShopParts({ site: 'PL', appPlatform: true });
  const result = await expectSaga(loginRenewalFlow).withReducer(combineReducers(parts.reducers)).run();
  const storeState: unknown = result.storeState; // the library types it `any`
  expect(selectLoginRenewal(storeState)).toMatchObject({ status: 'skipped', nextCheckAt: null });
});

it('waits for a login token when the page has none, the next look 10 s away', async () => {
  const parts = createShopParts({ site: 'PL' });
  const before = Date.now();
  const reducer = combineReducers(parts.reducers);
  const result = await expectSaga(loginRenewalFlow).withReducer(reducer).silentRun(50);
  const storeState = result.storeState as ReturnType<typeof reducer>; // the library types it `any`
  const { status, nextCheckAt } = selectLoginRenewal(storeState);
  expect(status).toBe('waitingForToken');
  expect(nextCheckAt).toBeGreaterThanOrEqual(before + LOGIN_TOKEN_POLL_MS);
  expect(nextCheckAt).toBeLessThanOrEqual(Date.now() + LOGIN_TOKEN_POLL_MS);
});

it('runs the root saga on the fake clock: a look for a login token every 10 s', async () => {
  useFakeClock();
  const parts = createShopParts({ site: 'PL' });
  const reducer = combineReducers(parts.reducers);
  const startedAt = Date.now();
  const nextLooks = new Set<number>(); // when each look set the next one, in ms from the start
  const run = expectSaga(parts.rootSaga)
    .withReducer((state: ReturnType<typeof reducer> | undefined, action) => {
      const next = reducer(state, action);
      const { nextCheckAt } = selectLoginRenewal(next);
      if (nextCheckAt !== null) nextLooks.add(nextCheckAt - startedAt);
      return next;
    })
    .silentRun(35_000);
  // expectSaga ends the saga in a 0 ms timer it sets when the 35 s are up; a fake clock runs that 1 ms later.
  await advanceClock(35_001);
  const result = await run;
  expect([...nextLooks]).toEqual([1, 2, 3, 4].map((n) => n * LOGIN_TOKEN_POLL_MS));
  expect(selectLoginRenewal(result.storeState as ReturnType<typeof reducer>).status).toBe('waitingForToken');
});
