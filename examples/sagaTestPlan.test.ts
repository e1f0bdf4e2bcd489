// A flow of the parts asserted with redux-saga-test-plan, from the public exports alone: the flow
// runs against the parts' reducers, without a store, a server or a clock.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { createShopParts, selectLoginRenewal, sessionActions } from '@shop/shop-parts';
import { loginRenewalFlow, LOGIN_TOKEN_POLL_MS, resetShopPartsTab } from '@shop/shop-parts/testing';

afterEach(() => resetShopPartsTab());

it('leaves the login renewal to the app on the app platforms', async () => {
  const parts = createShopParts({ site: 'PL', appPlatform: true });
  const result = await expectSaga(loginRenewalFlow)
    .withReducer(combineReducers(parts.reducers))
    .put(sessionActions.renewalSkipped())
    .run();
  const storeState: unknown = result.storeState; // the library types it `any`
  expect(storeState).toMatchObject({ shopPartsSession: { loginRenewal: { status: 'skipped' } } });
});

it('waits for a login token when the page has none, the next look 10 s away', async () => {
  const parts = createShopParts({ site: 'PL' });
  const before = Date.now();
  const reducer = combineReducers(parts.reducers);
  const result = await expectSaga(loginRenewalFlow)
    .withReducer(reducer)
    .put.like({ action: { type: sessionActions.waitingForLoginToken.type } })
    .silentRun(50);
  const storeState = result.storeState as ReturnType<typeof reducer>; // the library types it `any`
  const { status, nextCheckAt } = selectLoginRenewal(storeState);
  expect(status).toBe('waitingForToken');
  expect(nextCheckAt).toBeGreaterThanOrEqual(before + LOGIN_TOKEN_POLL_MS);
  expect(nextCheckAt).toBeLessThanOrEqual(Date.now() + LOGIN_TOKEN_POLL_MS);
});
