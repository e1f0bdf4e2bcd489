import type { Saga } from 'redux-saga';
import { all, call, delay } from 'redux-saga/effects';
import { yieldToInput } from '../config/scheduling';
import { loginRenewalFlow } from './loginRenewal';
import { observe, pageObserverFlow } from './pageObserver';
import { serviceQueriesFlow } from './serviceQueries';
import { previewRenewalOnDemand } from './previewRenewalOnDemand';

/** The long-running flows by name, each cancelled with the root task. */
export const FLOWS: Record<string, Saga> = {
  pageObserver: pageObserverFlow,
  serviceQueries: serviceQueriesFlow,
  loginRenewal: loginRenewalFlow,
  previewRenewal: previewRenewalOnDemand,
};

/** The first restart waits 1 s, each further one twice as long, at most 5 minutes: a flow that keeps failing cannot spin. */
export const FLOW_RESTART_FIRST_DELAY_MS = 1000;
export const FLOW_RESTART_MAX_DELAY_MS = 5 * 60 * 1000;

/**
 * Runs one flow so that its failure stays its own: an exception (a bug, a thrown host callback) is
 * logged once with the flow's name and the flow starts again after a growing pause, while the
 * other flows go on. A flow that returns is done; cancelling the root task cancels the pause too.
 */
export function* isolatedFlow(name: string, flow: Saga): Generator<unknown, void, unknown> {
  // Each flow starts in a task of its own where the browser can give one (config/scheduling.ts),
  // not all of them in the task that read the page; in a test's DOM they start at once, so a fake
  // clock sees the first checks and requests without a tick.
  yield call(yieldToInput);
  let pause = FLOW_RESTART_FIRST_DELAY_MS;
  for (;;) {
    try {
      yield call(flow);
      return;
    } catch (error) {
      console.error(`[shop-parts] the ${name} flow failed; it restarts in ${pause / 1000} s.`, error);
    }
    yield delay(pause);
    pause = Math.min(pause * 2, FLOW_RESTART_MAX_DELAY_MS);
  }
}

/**
 * The one saga a host runs. Every flow is started from here, so cancelling this task (eject)
 * cancels every timer and closes every event channel. The flows read the store's state (`select`)
 * when an action or a timer wakes them.
 */
export function createRootSaga(flows: Record<string, Saga> = FLOWS): Saga {
  return function* shopPartsRootSaga() {
    // The page enters the store before any flow starts. Blocking on it matters: redux-saga holds a
    // put made while it starts sagas until they have all started, so flows started alongside the
    // observer would read a page not yet observed (<html data-platform> for the login renewal).
    yield call(observe, true);
    yield all(Object.entries(flows).map(([name, flow]) => call(isolatedFlow, name, flow)));
  };
}
