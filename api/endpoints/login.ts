import type { ServiceBaseQuery } from '../baseQuery';
import { httpStatusOf } from '../baseQuery';
import type { ShopPartsEndpointBuilder } from '../builder';
import { paths } from '../paths';
import type { LoginRequest, LoginResult, TokenRenewalOutcome } from '../types';

type BaseQueryResult = Awaited<ReturnType<ServiceBaseQuery>>;

function answeredStatus(result: BaseQueryResult): number | undefined {
  if (result.error) return httpStatusOf(result.error);
  return result.meta?.status;
}

/**
 * Exactly the spec's table: only 200 is success, 401 unauthorized, anything else (another 2xx, a
 * redirect, a network failure) service unavailable (docs/behaviour.md, "Calls").
 */
export function loginResultOf(result: BaseQueryResult): LoginResult {
  const status = answeredStatus(result);
  if (status === 200) return 'SUCCESS';
  return status === 401 ? 'UNAUTHORIZED' : 'SERVICE_UNAVAILABLE';
}

/**
 * 201 renewed, 200 ok, 500 server error, 401/403 expired (the service no longer accepts the token).
 * A time-out or network failure is a SERVER_ERROR (transient, the saga tries again); any other answer is UNKNOWN.
 */
export function renewalOutcomeOf(result: BaseQueryResult): TokenRenewalOutcome {
  const status = answeredStatus(result);
  if (status === undefined) return result.error && result.error.status !== 'PARSING_ERROR' ? 'SERVER_ERROR' : 'UNKNOWN';
  if (status === 201) return 'RENEWED';
  if (status === 200) return 'OK';
  if (status === 500) return 'SERVER_ERROR';
  if (status === 401 || status === 403) return 'EXPIRED';
  return 'UNKNOWN';
}

export const loginEndpoints = (build: ShopPartsEndpointBuilder) => ({
  login: build.mutation<LoginResult, LoginRequest>({
    queryFn: async (request, _api, _extra, baseQuery) =>
      ({ data: loginResultOf(await baseQuery({ path: paths.login, method: 'POST', body: request, csrf: true, credentials: 'include' })) }),
  }),
  renewLoginToken: build.mutation<TokenRenewalOutcome, void>({
    queryFn: async (_arg, _api, _extra, baseQuery) =>
      ({ data: renewalOutcomeOf(await baseQuery({ path: paths.loginTokenRenew, method: 'POST', body: {}, credentials: 'include' })) }),
  }),
  renewLongTermToken: build.mutation<TokenRenewalOutcome, void>({
    queryFn: async (_arg, _api, _extra, baseQuery) =>
      ({ data: renewalOutcomeOf(await baseQuery({ path: paths.longTermTokenRenew, method: 'POST', body: {}, credentials: 'include' })) }),
  }),
});
