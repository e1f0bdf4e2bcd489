import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, put, race, select, take } from 'redux-saga/effects';
import { cookieNames } from '../api';
import {
  detectPlatform,
  hasDocument,
  htmlAttribute,
  pageActions,
  pageSelectors,
  platformFromAttribute,
  rawCookieString,
  readCookies,
  readTokenCookie,
  routeChanged,
  type PageFacts,
  type PageState,
} from '../config';
import { isNewsletterHidden, isReducedByCookie } from '../features/footer/logic/pageConditions';

/** The html attributes the parts follow; a single-page host may set them after the parts start. */
const OBSERVED_ATTRIBUTES = ['data-platform', 'data-newsletter-form-hidden'];

/** What the page says now; null without a document (a server). The cookies are read once. */
export function readPageFacts(): PageFacts | null {
  if (!hasDocument() || typeof window === 'undefined') return null;
  const cookieString = rawCookieString();
  const cookies = readCookies(cookieString);
  return {
    pathname: window.location.pathname,
    platformAttribute: platformFromAttribute(htmlAttribute('data-platform')),
    widthPlatform: detectPlatform(null, window.innerWidth),
    newsletterHiddenAttribute: isNewsletterHidden(htmlAttribute('data-newsletter-form-hidden'), null),
    loginCookie: readTokenCookie(cookieNames.loginToken, cookieString) !== undefined,
    staffCookie: cookieNames.staffAuthTokens.some((name) => Boolean(cookies[name])),
    reducedCookie: isReducedByCookie(cookieString),
  };
}

/** The facts that differ from the store's (every one the first time), or null when none does; the route only `withRoute` or the first time. */
export function changedFacts(known: PageState, read: PageFacts, withRoute: boolean): Partial<PageFacts> | null {
  const changed: Partial<Record<keyof PageFacts, unknown>> = {};
  for (const key of Object.keys(read) as (keyof PageFacts)[]) {
    if (!known.observed) changed[key] = read[key];
    else if ((key !== 'pathname' || withRoute) && known[key] !== read[key]) changed[key] = read[key];
  }
  return Object.keys(changed).length > 0 ? (changed as Partial<PageFacts>) : null;
}

type PageChange = 'navigation' | 'other';

/**
 * The events after which the page may say something new: navigations (popstate, and the
 * Navigation API's currententrychange, which also follows a client router's pushState where the
 * browser has that API), resizes, the html attributes, and cookies (the Cookie Store API's change
 * event where the browser has it; else a tab shown again or focused, after which another tab's
 * login or logout shows). The listeners go when the channel closes (the flow is cancelled).
 */
function createPageChangesChannel(): EventChannel<PageChange> {
  return eventChannel<PageChange>((emit) => {
    const navigated = () => emit('navigation');
    const changed = () => emit('other');
    const onVisibility = () => {
      if (document.visibilityState === 'visible') changed();
    };
    const navigation = (window as Window & { navigation?: EventTarget }).navigation;
    const cookieStore = (window as Window & { cookieStore?: EventTarget }).cookieStore;
    const listeners: [EventTarget | undefined, string, () => void][] = [
      [window, 'popstate', navigated],
      [navigation, 'currententrychange', navigated],
      [window, 'resize', changed],
      [window, 'focus', changed],
      [document, 'visibilitychange', onVisibility],
      [cookieStore, 'change', changed],
    ];
    for (const [target, type, listener] of listeners) target?.addEventListener(type, listener);
    const observer = typeof MutationObserver === 'undefined' ? undefined : new MutationObserver(changed);
    observer?.observe(document.documentElement, { attributes: true, attributeFilter: OBSERVED_ATTRIBUTES });
    return () => {
      for (const [target, type, listener] of listeners) target?.removeEventListener(type, listener);
      observer?.disconnect();
    };
    // A burst (a resize drag) is read once: only the newest event waits.
  }, buffers.sliding(1));
}

/** Reads the page and puts what changed; the route only when asked to (the host's router may own it). */
export function* observe(withRoute: boolean) {
  const read = readPageFacts();
  if (!read) return;
  const known: PageState = yield select(pageSelectors.selectPage);
  const changed = changedFacts(known, read, withRoute);
  if (changed) yield put(pageActions.pageObserved(changed));
}

/**
 * The one place the page enters the store (config/pageSlice.ts). The root saga reads the page
 * first (`observe`), before it starts any flow and in the same task as `sagaMiddleware.run` or
 * `inject`, so a page rendered after that renders what the page says from its first render; this
 * flow reads it again once it listens, and after each change event. Once the host's router has dispatched
 * `routeChanged`, the route is the router's alone (a hash or memory router's path is not
 * `location.pathname`). Without a document it does nothing.
 */
export function* pageObserverFlow() {
  if (!hasDocument()) return;
  let routeFromHost = false;
  const channel: EventChannel<PageChange> = yield call(createPageChangesChannel);
  // The flow may start a task after the root saga's read (isolatedFlow): what changed in between is
  // read now that the events are heard (the route stays as read, or as the host set it).
  yield call(observe, false);
  try {
    for (;;) {
      const { change }: { change?: PageChange } = yield race({ change: take(channel), host: take(routeChanged.type) });
      if (change === undefined) {
        routeFromHost = true;
        continue;
      }
      yield call(observe, change === 'navigation' && !routeFromHost);
    }
  } finally {
    channel.close();
  }
}
