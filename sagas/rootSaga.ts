import type { Saga } from 'redux-saga';
import { all, call, setContext } from 'redux-saga/effects';
import type { ShopPartsServices } from '../config';
import { loginRenewalFlow } from './loginRenewal';
import { previewRenewalFlow } from './previewRenewal';
import { SERVICES_CONTEXT_KEY } from './servicesContext';

/** The long-running flows, each cancelled with the root task. */
const FLOWS: Saga[] = [loginRenewalFlow, previewRenewalFlow];

/**
 * The one saga a host runs. Every flow is forked from here, so cancelling this task (eject)
 * cancels every timer and closes every event channel.
 */
export function createRootSaga(services: ShopPartsServices): Saga {
  return function* shopPartsRootSaga() {
    yield setContext({ [SERVICES_CONTEXT_KEY]: services });
    yield all(FLOWS.map((flow) => call(flow)));
  };
}
