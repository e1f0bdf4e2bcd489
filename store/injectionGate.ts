import { isAsyncThunkAction, type Middleware } from '@reduxjs/toolkit';
import { injectionAnswer, injectionProbe, SHOP_PARTS_API_PATH } from '../api';

export interface InjectionGate {
  /**
   * Goes in front of the api middleware of ONE store: the gate's state is that store's. A
   * middleware that serves several stores (a module-level dynamic middleware) makes a gate per
   * store it is applied to (`openGateMiddleware`, the parts' runtime middleware).
   */
  middleware: Middleware;
  /**
   * The parts are injected: requests go out again, with a fresh signal for the next eject to abort.
   * Returns whether a request was refused while the gate was closed (its error is in the cache).
   */
  open(): boolean;
  /** The parts are ejected: aborts the requests in flight, drops their late results, sends nothing more. */
  close(): void;
}

/**
 * One per store. It answers the base query's probe (api/injection.ts) and keeps the results of
 * requests started before an eject away from the reducers and the api middleware: each request is
 * tagged with the injection it started in (its `pending` action), and a `fulfilled` or `rejected`
 * of an earlier injection is dropped. Requests made while closed fail at once without being sent;
 * they reach the store, so the next injection's cache reset makes mounted components ask again.
 */
export function createInjectionGate(open: boolean): InjectionGate {
  let injected = open;
  let controller = new AbortController();
  /** Counts opens and closes: requests of another period are stale. */
  let period = 0;
  let refused = false;
  const startedIn = new Map<string, number>();

  const middleware: Middleware = () => (next) => (action) => {
    if (injectionProbe.match(action)) {
      if (!injected) refused = true;
      return injectionAnswer(injected, controller.signal);
    }
    if (isAsyncThunkAction(action) && action.type.startsWith(`${SHOP_PARTS_API_PATH}/`)) {
      const { requestId, requestStatus } = action.meta;
      if (requestStatus === 'pending') {
        startedIn.set(requestId, period);
      } else {
        const started = startedIn.get(requestId);
        startedIn.delete(requestId);
        if (started !== undefined && started !== period) return action;
      }
    }
    return next(action);
  };

  return {
    middleware,
    open() {
      const refusedWhileClosed = refused;
      refused = false;
      period += 1;
      injected = true;
      controller = new AbortController();
      return refusedWhileClosed;
    },
    close() {
      period += 1;
      injected = false;
      controller.abort(new DOMException('The shop parts were ejected.', 'AbortError'));
    },
  };
}

/**
 * The store-setup path's gate (`parts.middleware`): never closed, it only answers the base query's
 * probe. One module-level function, so every store and every createShopParts adds the same one; each
 * store it is applied to gets a gate of its own (a host may keep `parts` at module level and make a
 * store per test).
 */
export const openGateMiddleware: Middleware = (api) => createInjectionGate(true).middleware(api);
