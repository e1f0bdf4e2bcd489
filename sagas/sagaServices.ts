import { getContext } from 'redux-saga/effects';
import type { ShopPartsServices } from '../config';

/** The host's functions reach sagas through the saga context, set once by the root saga. */
export const SERVICES_CONTEXT_KEY = 'shopPartsServices';

export function* getServices(): Generator<ReturnType<typeof getContext>, ShopPartsServices, ShopPartsServices> {
  return yield getContext(SERVICES_CONTEXT_KEY);
}
