import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { SiteCode } from '../../config/sites';
import { cookieNames, paths } from '../paths';
import { onAnyOrigin } from './onAnyOrigin';
import { decodeTokenClaims, encodeFakeToken, NEAR_EXPIRY_SECONDS, nowInSeconds } from '../tokens';
import { toCustomerBaseData, toSubscriberDetails } from '../endpoints/newsletterAnswers';
import type { ConsentValue } from '../newsletterFields';
import { NEWSLETTER_ERROR_EMAIL_INVALID } from '../types';
import { createFakeDb, fakePromotionContent, type FakeDb } from './fakeDb';
import { placeholderImageHandlers } from './placeholderImages';
import { requestCookies } from './requestCookies';

/**
 * Stateful msw handlers (msw 2 and 3) for every call of docs/behaviour.md, "Calls". The same handlers serve the Jest suites
 * (msw/node) and the demo (over real HTTP through `nodeMiddleware`). The paths are `api/paths.ts`
 * (the ones the api calls), on any origin, so they match wherever the host's apiBaseUrl points.
 *
 * Test addresses: `…@invalid.test` answers 400 email_invalid, `…@error.test` answers 500,
 * `…@slow.test` answers after 20 s (past the 15 s time-out).
 */
export interface ServiceFakesOptions {
  /** The site the fakes answer for: its promotion comes in the site's language. Default DE. */
  site?: SiteCode;
  /** A backend of your own (`createFakeDb()`); default a fresh one for `site`. */
  db?: FakeDb;
  /**
   * Where one server answers several sites (the demo): the site a request comes from, or
   * undefined for `site`'s. The promotion then comes in that site's language.
   */
  siteOf?: (request: Request) => SiteCode | undefined;
  /**
   * Called with every Set-Cookie value. By default, where the page has a `document` (jsdom, or a
   * browser running the fakes in msw's service worker) the cookie is written to `document.cookie`,
   * because there the response header sets nothing: jsdom's fetch is Node's, and a browser drops
   * Set-Cookie from a service worker's answer. Over real HTTP (Node) the header does it. `false`
   * turns the default off.
   */
  onSetCookie?: ((cookie: string) => void) | false;
  /** CSRF cookie and header the fakes compare (double-submit); defaults match the package's defaults. */
  csrf?: { cookieName: string; headerName: string };
}

export const LOGIN_TOKEN_LIFETIME_SECONDS = 30 * 60;
export const LONG_TERM_TOKEN_LIFETIME_SECONDS = 180 * 24 * 3600;
export const LONG_TERM_TOKEN_RENEWAL_SECONDS = 30 * 24 * 3600;

const STAFF_COOKIES: readonly string[] = cookieNames.staffAuthTokens;

function randomToken(): string {
  return Array.from({ length: 4 }, () => Math.random().toString(36).slice(2, 10)).join('');
}

/** The staff login a request carries: the value of its first staff cookie, or null without one. */
function staffToken(cookies: Record<string, string>): string | null {
  for (const name of STAFF_COOKIES) if (cookies[name]) return cookies[name];
  return null;
}

function isStaff(cookies: Record<string, string>): boolean {
  return staffToken(cookies) !== null;
}

async function readJson(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The fakes as msw request handlers: `handlers` go to `setupWorker(...handlers)` (browser) or
 * `setupServer(...handlers)` (Node); `db` is the fake backend they share, for a test to arrange
 * customers or read `db.calls`.
 */
export function createServiceHandlers(options: ServiceFakesOptions = {}): { db: FakeDb; handlers: HttpHandler[] } {
  const db = options.db ?? createFakeDb({}, options.site);
  const csrf = options.csrf ?? { cookieName: 'XSRF-TOKEN', headerName: 'X-XSRF-TOKEN' };

  const withCookie = (response: Response, cookie: string): Response => {
    response.headers.append('Set-Cookie', cookie);
    if (options.onSetCookie) options.onSetCookie(cookie);
    else if (options.onSetCookie === undefined && typeof document !== 'undefined') document.cookie = cookie;
    return response;
  };
  const record = (request: Request) => {
    const url = new URL(request.url);
    db.calls.push(`${request.method} ${url.pathname}${url.search}`);
  };
  const customerFromLoginToken = (token: string | undefined | null) => {
    const claims = decodeTokenClaims(token);
    if (!claims?.lid || claims.exp === undefined || claims.exp < nowInSeconds()) return undefined;
    return db.customers.find((customer) => customer.loginId === claims.lid);
  };
  const csrfRejected = (request: Request, cookies: Record<string, string>) => {
    const expected = cookies[csrf.cookieName];
    return expected !== undefined && request.headers.get(csrf.headerName) !== expected;
  };
  const subscriberPath = (kind: 'internal' | 'private') => onAnyOrigin(paths.newsletterSubscribers(kind === 'private'));

  const newsletterHandlers = (['internal', 'private'] as const).flatMap((kind) => [
    http.post(subscriberPath(kind), async ({ request }) => {
      record(request);
      const body = await readJson(request);
      const email = text(body?.email).trim().toLowerCase();
      const domain = email.split('@')[1] ?? '';
      if (!body || !email.includes('@') || domain === 'invalid.test') {
        return HttpResponse.json({ type: NEWSLETTER_ERROR_EMAIL_INVALID, title: 'E-mail address is invalid' }, { status: 400 });
      }
      if (domain === 'error.test') {
        return HttpResponse.json({ type: 'urn:newsletter:internal_error', title: 'Internal error' }, { status: 500 });
      }
      if (domain === 'slow.test') await delay(20000);
      const subscriberToken = randomToken();
      db.subscribers.set(subscriberToken, {
        subscriberToken,
        email,
        status: 'WAITING_FOR_DOI',
        ...toSubscriberDetails(body),
        consents: Array.isArray(body.consents) ? body.consents.filter((c): c is ConsentValue => c === 'DNE') : [],
        origin: text(body.origin),
        originAddition: text(body.originAddition),
      });
      return HttpResponse.json({ subscriberToken }, { status: 201 });
    }),
    http.get(`${subscriberPath(kind)}/:token`, ({ request, params }) => {
      record(request);
      const subscriber = db.subscribers.get(String(params.token));
      return subscriber ? HttpResponse.json(subscriber) : HttpResponse.json({ type: 'urn:newsletter:not_found' }, { status: 404 });
    }),
    http.put(`${subscriberPath(kind)}/:token/doi`, ({ request, params }) => {
      record(request);
      const subscriber = db.subscribers.get(String(params.token));
      if (!subscriber) return HttpResponse.json({ type: 'urn:newsletter:not_found' }, { status: 404 });
      subscriber.status = 'SUBSCRIBED';
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(`${subscriberPath(kind)}/:token`, async ({ request, params }) => {
      record(request);
      const subscriber = db.subscribers.get(String(params.token));
      if (!subscriber) return HttpResponse.json({ type: 'urn:newsletter:not_found' }, { status: 404 });
      const update = await readJson(request);
      if (!update) return HttpResponse.json({ type: 'urn:newsletter:bad_request' }, { status: 400 });
      if (text(update.firstName)) subscriber.firstName = text(update.firstName);
      if (text(update.lastName)) subscriber.lastName = text(update.lastName);
      return new HttpResponse(null, { status: 204 });
    }),
  ]);

  const handlers: HttpHandler[] = [
    ...newsletterHandlers,
    ...placeholderImageHandlers,

    http.get(onAnyOrigin(paths.customerBaseData), ({ request }) => {
      record(request);
      const customer = customerFromLoginToken(request.headers.get('X-LoginToken'));
      if (!customer) return HttpResponse.json({ type: 'urn:newsletter:unauthorized' }, { status: 401 });
      return HttpResponse.json(toCustomerBaseData(customer));
    }),

    http.get(onAnyOrigin(paths.psData), ({ request }) => {
      record(request);
      const cookies = requestCookies(request);
      if (csrfRejected(request, cookies)) return HttpResponse.json({ error: 'csrf' }, { status: 403 });
      const customer = customerFromLoginToken(cookies[cookieNames.loginToken]);
      if (!customer) return HttpResponse.json({});
      const subscription = [...db.subscribers.values()].reverse().find((s) => s.email === customer.email.toLowerCase());
      return HttpResponse.json({ nl_status: subscription?.status ?? 'NONE' });
    }),

    http.get(onAnyOrigin(paths.footerPromotion), ({ request }) => {
      record(request);
      if (db.footerPromotionJson === null) return HttpResponse.json({ error: 'not found' }, { status: 404 });
      const site = options.siteOf?.(request);
      return HttpResponse.json({ contentJSON: site === undefined ? db.footerPromotionJson : JSON.stringify(fakePromotionContent(site)) });
    }),

    http.get(onAnyOrigin(paths.abTestAssignment), ({ request }) => {
      record(request);
      return HttpResponse.json({ assigned: true });
    }),

    http.get(onAnyOrigin(paths.abTestsAt), ({ request }) => {
      record(request);
      const time = Date.parse(new URL(request.url).searchParams.get('time') ?? '');
      if (Number.isNaN(time)) return HttpResponse.json({ error: 'time must be an ISO date-time' }, { status: 400 });
      const startOfToday = new Date();
      startOfToday.setUTCHours(0, 0, 0, 0);
      return HttpResponse.json(time >= startOfToday.getTime() ? db.abTests : []);
    }),

    http.get(onAnyOrigin(paths.previewCheckAuth), ({ request }) => {
      record(request);
      const cookies = requestCookies(request);
      const token = staffToken(cookies);
      if (token === null) return HttpResponse.json({ status: 'UNAUTHORIZED' }, { status: 401 });
      return HttpResponse.json({ status: 'SUCCESS', ...(db.previewByStaffToken.get(token) ?? db.preview) });
    }),

    http.get(onAnyOrigin(paths.previewToken), ({ request }) => {
      record(request);
      const cookies = requestCookies(request);
      const token = staffToken(cookies);
      if (token === null) return HttpResponse.json({ status: 'UNAUTHORIZED' }, { status: 401 });
      const params = new URL(request.url).searchParams;
      const dateTime = params.get('previewDateTime') ?? '';
      const test = params.get('test');
      const group = params.get('group');
      if (Number.isNaN(Date.parse(dateTime)) || (test && !group)) {
        return HttpResponse.json({ status: 'BAD_REQUEST' }, { status: 400 });
      }
      db.previewByStaffToken.set(token, { dateTime, abTestName: test || null, abTestGroup: test ? group || null : null });
      return HttpResponse.json({ status: 'SUCCESS' });
    }),

    http.get(onAnyOrigin(paths.previewRenew), ({ request }) => {
      record(request);
      const cookies = requestCookies(request);
      if (!isStaff(cookies)) return HttpResponse.json({ status: 'UNAUTHORIZED' }, { status: 401 });
      return HttpResponse.json({ status: 'SUCCESS' });
    }),

    http.get(onAnyOrigin(paths.previewLogout), ({ request }) => {
      record(request);
      const token = staffToken(requestCookies(request));
      if (token !== null) db.previewByStaffToken.delete(token);
      const response = HttpResponse.json({ status: 'SUCCESS' });
      for (const name of STAFF_COOKIES) withCookie(response, `${name}=; Path=/; Max-Age=0`);
      return response;
    }),

    http.post(onAnyOrigin(paths.login), async ({ request }) => {
      record(request);
      const cookies = requestCookies(request);
      if (csrfRejected(request, cookies)) return HttpResponse.json({ error: 'csrf' }, { status: 403 });
      const body = await readJson(request);
      const customer = db.customers.find((c) => c.email === text(body?.email).trim().toLowerCase() && c.password === text(body?.password));
      if (!customer) return HttpResponse.json({ error: 'unauthorized' }, { status: 401 });
      const now = nowInSeconds();
      const response = HttpResponse.json({ status: 'SUCCESS' });
      withCookie(response, `${cookieNames.loginToken}=${encodeFakeToken({ exp: now + LOGIN_TOKEN_LIFETIME_SECONDS, lid: customer.loginId })}; Path=/`);
      if (body?.longTerm === true) {
        const longTerm = encodeFakeToken({ exp: now + LONG_TERM_TOKEN_LIFETIME_SECONDS, ren: now + LONG_TERM_TOKEN_RENEWAL_SECONDS, lid: customer.loginId });
        withCookie(response, `${cookieNames.longTermToken}=${longTerm}; Path=/`);
      }
      return response;
    }),

    // Renewed (201) when near expiry, ok (200) otherwise, 401 once expired or unreadable.
    http.post(onAnyOrigin(paths.loginTokenRenew), ({ request }) => {
      record(request);
      const cookies = requestCookies(request);
      const claims = decodeTokenClaims(cookies[cookieNames.loginToken]);
      const now = nowInSeconds();
      if (!claims?.lid || claims.exp === undefined || claims.exp < now) return HttpResponse.json({ error: 'expired' }, { status: 401 });
      if (claims.exp - now > NEAR_EXPIRY_SECONDS) return HttpResponse.json({ status: 'OK' }, { status: 200 });
      const renewed = encodeFakeToken({ exp: now + LOGIN_TOKEN_LIFETIME_SECONDS, lid: claims.lid });
      return withCookie(HttpResponse.json({ status: 'RENEWED' }, { status: 201 }), `${cookieNames.loginToken}=${renewed}; Path=/`);
    }),

    // Renewed (201) when past its renewal time or without a login id, ok (200) otherwise, 401 once expired.
    http.post(onAnyOrigin(paths.longTermTokenRenew), ({ request }) => {
      record(request);
      const cookies = requestCookies(request);
      const claims = decodeTokenClaims(cookies[cookieNames.longTermToken]);
      const now = nowInSeconds();
      if (!claims || claims.exp === undefined || claims.exp < now) return HttpResponse.json({ error: 'expired' }, { status: 401 });
      if (claims.lid && claims.ren !== undefined && claims.ren > now) return HttpResponse.json({ status: 'OK' }, { status: 200 });
      const loginId = claims.lid ?? db.customers[0]?.loginId ?? 'unknown';
      const renewed = encodeFakeToken({ exp: now + LONG_TERM_TOKEN_LIFETIME_SECONDS, ren: now + LONG_TERM_TOKEN_RENEWAL_SECONDS, lid: loginId });
      return withCookie(HttpResponse.json({ status: 'RENEWED' }, { status: 201 }), `${cookieNames.longTermToken}=${renewed}; Path=/`);
    }),
  ];

  return { db, handlers };
}
