import { combineReducers, isAction, type UnknownAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel, type Saga } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import { shopPartsApi } from '../../../api';
import { pageActions } from '../../../config';
import { createShopParts, selectLoginRenewal } from '../../../src';
import { sessionActions } from '../../../features/session';
import { previewRenewalFlow, resetShopPartsTab, signInCustomer, signInStaff } from '../../../src/testing';
import { LOGIN_TOKEN_POLL_MS } from '../../../sagas/loginRenewal';
import { FLOWS } from '../../../sagas/rootSaga';
import { advance, useSagaTimers } from '../../support/sagaClock';

/**
 * The parts' sagas under the ecosystem's saga test tools, as a host's test runs them: no store and
 * no thunk middleware, only the parts' reducers, on Jest's fake clock. The tools' dispatch hands the
 * flows' RTK Query thunks to the reducer and returns nothing; no flow may fail on that, neither while
 * it runs (the root saga would log `[shop-parts] the … flow failed`) nor when the tool ends it.
 */
useSagaTimers();
afterEach(() => resetShopPartsTab());

const parts = createShopParts({ site: 'PL' });
const reducer = combineReducers(parts.reducers);
type State = ReturnType<typeof reducer>;

function watchConsoleErrors() {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}

/** expectSaga ends the saga after `ms` on the clock it reads (the fake one); the state and the actions the saga put. */
async function underExpectSaga(saga: Saga, ms: number, initialState?: State) {
  const run = expectSaga(saga).withReducer(reducer, initialState).silentRun(ms);
  // It ends the saga in a timer of 0 ms set when its time-out has run out, which a fake clock
  // (@sinonjs/fake-timers) sets 1 ms later while it is advancing.
  await advance(ms + 1);
  const result = await run;
  const puts = (result.effects.put ?? []) as { payload: { action: unknown } }[];
  return { state: result.storeState as State, actions: puts.map((effect) => effect.payload.action) };
}

/** redux-saga's runSaga with a plain dispatch into the parts' reducers and a channel, as redux-saga's docs show it. */
async function underRunSaga(saga: Saga, ms: number) {
  let state = reducer(undefined, { type: 'test/init' });
  const dispatched: { action: unknown; at: number }[] = [];
  const channel = stdChannel();
  const start = Date.now();
  const task = runSaga(
    {
      channel,
      dispatch: (action: UnknownAction) => {
        state = reducer(state, action);
        dispatched.push({ action, at: Date.now() - start });
        channel.put(action);
      },
      getState: () => state,
    },
    saga,
  );
  await advance(ms);
  task.cancel();
  await advance(0);
  return { state, dispatched, task };
}

const pollTimes = (dispatched: { action: unknown; at: number }[]) =>
  dispatched.filter(({ action }) => sessionActions.waitingForLoginToken.match(action as UnknownAction)).map(({ at }) => at);

describe('the root saga under redux-saga-test-plan (expectSaga) on a fake clock', () => {
  it('polls every 10 s for a login token and ends without an error', async () => {
    const errors = watchConsoleErrors();
    const before = Date.now();
    const { state, actions } = await underExpectSaga(parts.rootSaga, 35_000);
    expect(actions.filter((action) => sessionActions.waitingForLoginToken.match(action as UnknownAction))).toHaveLength(4);
    expect(selectLoginRenewal(state)).toMatchObject({ status: 'waitingForToken', nextCheckAt: before + 30_000 + LOGIN_TOKEN_POLL_MS });
    expect(errors).not.toHaveBeenCalled();
  });

  it('checks a due login token without a failing flow: no request is sent, as after a network failure', async () => {
    const errors = watchConsoleErrors();
    signInCustomer(60);
    const { state } = await underExpectSaga(parts.rootSaga, 1000);
    expect(selectLoginRenewal(state)).toMatchObject({ status: 'scheduled', lastOutcome: 'SERVER_ERROR' });
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('the staff login renewal under expectSaga', () => {
  it('renews without a failing flow when the state shows the panel: nothing is sent, as after a network failure', async () => {
    const errors = watchConsoleErrors();
    signInStaff();
    // A staff member on the preview route whose checkauth answered SUCCESS, as the host's test state gives it.
    const panelShown = [
      pageActions.pageObserved({ pathname: '/preview', staffCookie: true }),
      shopPartsApi.util.upsertQueryEntries([{ endpointName: 'checkPreviewAuth', arg: undefined, value: { status: 'SUCCESS', dateTime: null, abTestName: null, abTestGroup: null } }]),
    ].reduce(reducer, reducer(undefined, { type: 'test/init' }));
    const { actions } = await underExpectSaga(previewRenewalFlow, 1000, panelShown);
    // The renewal's RTK Query thunk is put too; the tool's dispatch does not run it.
    const plain = actions.filter(isAction);
    expect(plain.map((action) => action.type)).toEqual([
      sessionActions.previewSessionStarted.type,
      sessionActions.previewRenewed.type,
      // expectSaga ends the flow: the session ends with it.
      sessionActions.previewSessionEnded.type,
    ]);
    expect(plain[1]).toMatchObject({ payload: { ok: false } });
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('the root saga under redux-saga\'s runSaga on a fake clock', () => {
  it('polls every 10 s for a login token and is cancelled without an error', async () => {
    const errors = watchConsoleErrors();
    const { dispatched, task } = await underRunSaga(parts.rootSaga, 35_000);
    expect(pollTimes(dispatched)).toEqual([0, 10_000, 20_000, 30_000]);
    expect(task.isCancelled()).toBe(true);
    expect(task.error()).toBeUndefined();
    expect(errors).not.toHaveBeenCalled();
  });
});

describe.each(Object.entries(FLOWS))('the %s flow alone', (name, flow) => {
  // A customer with a due token and a staff member: every flow has something to do.
  beforeEach(() => {
    signInCustomer(60);
    signInStaff();
  });

  it('runs under expectSaga and ends without an error', async () => {
    const errors = watchConsoleErrors();
    await expect(underExpectSaga(flow, 30_000)).resolves.toBeDefined();
    expect([name, errors.mock.calls]).toEqual([name, []]);
  });

  it('runs under runSaga and is cancelled without an error', async () => {
    const errors = watchConsoleErrors();
    const { task } = await underRunSaga(flow, 30_000);
    expect([name, task.error()]).toEqual([name, undefined]);
    expect([name, errors.mock.calls]).toEqual([name, []]);
  });
});
