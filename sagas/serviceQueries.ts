import { call, select, take } from 'redux-saga/effects';
import { cacheEntries, shopPartsApi } from '../api';
import { hasDocument, pageSelectors } from '../config';
// The state modules, not the features' entries: these flows start with the store, and the
// features' entries also name their components, which a host's main chunk should not carry.
import { selectFooterReduced, selectNewsletterVisible } from '../features/footer/state/footerSlice';
import { selectStaffPreviewPage } from '../features/preview/state/previewSlice';
import { dispatchThunk } from './dispatchThunk';

/** A query the parts want in the cache, by its endpoint's name: each of these takes no argument. */
export type WantedQuery = 'getFooterPromotion' | 'getCustomerFrontendData' | 'getCustomerBaseData' | 'checkPreviewAuth';

/**
 * Which service queries the state calls for (docs/behaviour.md, "The store drives the parts"):
 * - the footer promotion, always;
 * - psdata, for a logged-in customer (a LoginToken cookie);
 * - the customer base data, for a logged-in customer once psdata says the form shows (not on a
 *   page whose cookie reduces the footer);
 * - checkauth, on a staff preview page (the preview route with a staff cookie, before a logout).
 * The settings dialog asks for its date's A/B tests itself (features/preview/hooks/useAbTests.ts).
 */
export function selectWantedQueries(rootState: unknown): WantedQuery[] {
  const wanted: WantedQuery[] = ['getFooterPromotion'];
  if (pageSelectors.selectLoginCookie(rootState)) {
    wanted.push('getCustomerFrontendData');
    const psdata = cacheEntries.customerFrontendData(rootState);
    if ((psdata.isSuccess || psdata.isError) && selectNewsletterVisible(rootState) && !selectFooterReduced(rootState)) {
      wanted.push('getCustomerBaseData');
    }
  }
  if (selectStaffPreviewPage(rootState)) wanted.push('checkPreviewAuth');
  return wanted;
}

interface Subscription {
  unsubscribe(): void;
}

/** Held where the dispatch ran no thunk (a saga test tool): nothing was subscribed, and the query is not asked again after every action. */
const NOTHING_SUBSCRIBED: Subscription = { unsubscribe: () => undefined };

function* subscribe(query: WantedQuery) {
  // The api's own initiate: RTK Query sends the request once and keeps the entry while subscribed.
  const thunk = shopPartsApi.endpoints[query].initiate(undefined);
  const subscription: Subscription | null = yield call(dispatchThunk, thunk);
  return subscription ?? NOTHING_SUBSCRIBED;
}

/**
 * Holds a cache subscription for every query the state calls for (`selectWantedQueries`), started
 * when the state first calls for it and let go when it no longer does (RTK Query then drops the
 * entry after its 60 s). Checked on the store's state after every action: the flows, not the
 * components, start the parts' requests, so a component mounted twice or again sends nothing.
 * After a Redux DevTools jump the next action checks the state jumped to
 * (docs/decisions/2026-11-29-flows-read-the-store.md). Cancelled with the parts (eject):
 * every subscription goes. Without a document (sagas run on a server) it asks for nothing: the
 * server renders without the services' answers, as the browser's first render does.
 */
export function* serviceQueriesFlow() {
  if (!hasDocument()) return;
  const held = new Map<WantedQuery, Subscription>();
  try {
    for (;;) {
      const wanted: WantedQuery[] = yield select(selectWantedQueries);
      for (const [query, subscription] of held) {
        if (wanted.includes(query)) continue;
        subscription.unsubscribe();
        held.delete(query);
      }
      for (const query of wanted) {
        if (held.has(query)) continue;
        const subscription: Subscription = yield call(subscribe, query);
        held.set(query, subscription);
      }
      yield take('*');
    }
  } finally {
    for (const subscription of held.values()) subscription.unsubscribe();
  }
}
