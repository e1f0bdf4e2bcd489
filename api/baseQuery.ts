import { fetchBaseQuery, type BaseQueryFn, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { readTokenCookie, selectShopPartsSettings, type ShopPartsSettings } from '../config';
import { cookieNames, serviceUrl } from './paths';

/** Helper fetches give up after this long (docs/behaviour.md, "Constants and limits"). */
export const REQUEST_TIMEOUT_MS = 15000;

/** One service call. `path` is a spec path such as `/service/preview/api/auth/checkauth`. */
export interface ServiceRequest {
  /** A fixed path, or one that depends on the host's settings (the SPA newsletter path). */
  path: string | ((settings: ShopPartsSettings) => string);
  method?: 'GET' | 'POST' | 'PUT';
  params?: Record<string, string | undefined>;
  body?: unknown;
  /** Send the CSRF header read from the CSRF cookie. */
  csrf?: boolean;
  /** Send the LoginToken cookie's value as X-LoginToken. */
  loginToken?: boolean;
  credentials?: RequestCredentials;
  cache?: RequestCache;
}

export type ServiceError = FetchBaseQueryError;
/**
 * What a call's actions carry besides its result: the answer's status only. fetchBaseQuery's own
 * meta holds the Request and Response, which no JSON keeps, so a Redux DevTools export of a visit
 * would not replay as recorded (docs/behaviour.md, "DevTools").
 */
export interface ServiceMeta {
  status?: number;
}

export type ServiceBaseQuery = BaseQueryFn<ServiceRequest, unknown, ServiceError, object, ServiceMeta>;

function serviceMeta(meta: FetchBaseQueryMeta | undefined): ServiceMeta | undefined {
  const status = meta?.response?.status;
  return status === undefined ? undefined : { status };
}

// 'content-type' parses JSON answers and keeps any other body as text, so a non-JSON error page
// becomes a defined error instead of a PARSING_ERROR. Any status outside 200-299 is an error.
// URLs come complete from serviceUrl, so fetchBaseQuery's own baseUrl stays empty.
const rawQuery = fetchBaseQuery({ timeout: REQUEST_TIMEOUT_MS, responseHandler: 'content-type' });

/** Same origin when the host gives no base URL; in a browser (or jsdom) that is `location.origin`. */
function effectiveBaseUrl(configured: string): string {
  if (configured) return configured;
  return typeof location !== 'undefined' && location.origin !== 'null' ? location.origin : '';
}

/** What replaces a header value in an error the base query hands on. */
const REDACTED = '[redacted]';

/** The error's texts with every header value we sent replaced: errors end up in the store and in logs. */
function redactError(error: ServiceError, secrets: string[]): ServiceError {
  if (!('error' in error) || secrets.length === 0) return error;
  let text = error.error;
  for (const secret of secrets) text = text.split(secret).join(REDACTED);
  return text === error.error ? error : { ...error, error: text };
}

/**
 * The base query of the one api: reads the host's settings from the store at call time (never at
 * import time), adds the headers the spec asks for and applies the 15000 ms time-out.
 *
 * Token and CSRF cookies are read with `readTokenCookie`: a value no header can carry is no
 * header. Whatever building or sending the request throws becomes a `FETCH_ERROR` without the
 * thrown message (fetchBaseQuery's own throw would be logged by RTK Query with the header value in
 * it), and header values are cut out of the errors fetchBaseQuery returns (docs/behaviour.md, "Calls").
 */
export const serviceBaseQuery: ServiceBaseQuery = async (request, api, extraOptions) => {
  const settings = selectShopPartsSettings(api.getState());
  const headers: Record<string, string> = {};
  if (request.csrf) {
    const token = readTokenCookie(settings.csrf.cookieName);
    if (token) headers[settings.csrf.headerName] = token;
  }
  if (request.loginToken) {
    const token = readTokenCookie(cookieNames.loginToken);
    if (token) headers['X-LoginToken'] = token;
  }
  const secrets = Object.values(headers);
  const params = request.params
    ? Object.fromEntries(Object.entries(request.params).filter((entry): entry is [string, string] => entry[1] !== undefined))
    : undefined;
  const path = typeof request.path === 'function' ? request.path(settings) : request.path;
  try {
    const result = await rawQuery(
      {
        url: serviceUrl(effectiveBaseUrl(settings.apiBaseUrl), path),
        method: request.method ?? 'GET',
        params,
        body: request.body,
        headers,
        credentials: request.credentials,
        cache: request.cache,
      },
      api,
      extraOptions ?? {},
    );
    const meta = serviceMeta(result.meta);
    return result.error ? { error: redactError(result.error, secrets), meta } : { data: result.data, meta };
  } catch (thrown) {
    const name = thrown instanceof Error ? thrown.name : typeof thrown;
    return { error: { status: 'FETCH_ERROR', error: `${name}: the request could not be built or sent` } };
  }
};

/** The numeric HTTP status of an error, or undefined for network, time-out and parsing errors. */
export function httpStatusOf(error: ServiceError): number | undefined {
  if (typeof error.status === 'number') return error.status;
  if (error.status === 'PARSING_ERROR') return error.originalStatus;
  return undefined;
}
