import { httpStatusOf, type ServiceError } from '../baseQuery';
import type { ShopPartsEndpointBuilder } from '../builder';
import { paths } from '../paths';
import { PREVIEW_STATUSES, type AbTest, type PreviewAuth, type PreviewRenewalResult, type PreviewSettingsRequest, type PreviewStatus } from '../types';
import { asNullableString, asRecord, asString } from './parse';

/** A known status from the body; an unknown or missing one counts as INTERNAL_ERROR. */
function statusFromBody(body: unknown): PreviewStatus {
  const status = asRecord(body)?.status;
  return PREVIEW_STATUSES.find((known) => known === status) ?? 'INTERNAL_ERROR';
}

function statusFromError(error: ServiceError): PreviewStatus {
  const status = httpStatusOf(error);
  if (status === 401 || status === 403) return 'UNAUTHORIZED';
  if (status === 400) return 'BAD_REQUEST';
  return 'INTERNAL_ERROR';
}

export function toPreviewAuth(body: unknown): PreviewAuth {
  const record = asRecord(body) ?? {};
  return {
    status: statusFromBody(body),
    dateTime: asNullableString(record.dateTime),
    abTestName: asNullableString(record.abTestName),
    abTestGroup: asNullableString(record.abTestGroup),
  };
}

export function toAbTests(body: unknown): AbTest[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((item) => {
    const record = asRecord(item);
    const name = asString(record?.name);
    if (!name) return [];
    const groups = Array.isArray(record?.groups)
      ? record.groups.map((group) => asString(asRecord(group)?.name)).filter(Boolean).map((groupName) => ({ name: groupName }))
      : [];
    return [{ name, groups }];
  });
}

export const previewEndpoints = (build: ShopPartsEndpointBuilder) => ({
  /** Staff login check; any failure is a non-SUCCESS status, so the panel simply stays hidden. */
  checkPreviewAuth: build.query<PreviewAuth, void>({
    queryFn: async (_arg, _api, _extra, baseQuery) => {
      const result = await baseQuery({ path: paths.previewCheckAuth, credentials: 'include' });
      if (result.error) return { data: { status: statusFromError(result.error), dateTime: null, abTestName: null, abTestGroup: null } };
      return { data: toPreviewAuth(result.data) };
    },
    providesTags: ['PreviewAuth'],
  }),
  /**
   * Applies preview date/time and A/B group. `test` and `group` are always in the query, empty when
   * no A/B test is chosen, exactly as the spec's call shows them; the date-time travels as a third
   * query parameter, since a GET has no body (docs/behaviour.md, "Calls").
   */
  applyPreviewSettings: build.mutation<PreviewStatus, PreviewSettingsRequest>({
    queryFn: async ({ previewDateTime, test, group }, _api, _extra, baseQuery) => {
      const result = await baseQuery({
        path: paths.previewToken,
        params: { test: test ?? '', group: group ?? '', previewDateTime },
        credentials: 'include',
      });
      return { data: result.error ? statusFromError(result.error) : statusFromBody(result.data) };
    },
    invalidatesTags: ['PreviewAuth'],
  }),
  /** Keeps the staff login alive: OK when the service accepted it, UNAUTHORIZED (401/403) when the staff login is gone, else ERROR. */
  renewPreviewLogin: build.mutation<PreviewRenewalResult, void>({
    queryFn: async (_arg, _api, _extra, baseQuery) => {
      const result = await baseQuery({ path: paths.previewRenew, credentials: 'include' });
      if (!result.error) return { data: 'OK' };
      const status = httpStatusOf(result.error);
      return { data: status === 401 || status === 403 ? 'UNAUTHORIZED' : 'ERROR' };
    },
  }),
  /**
   * Errors are only logged (docs/behaviour.md, "Errors and console messages"). It invalidates no
   * checkauth answer: the caller dispatches `loggedOut`, which hides the panel, because asking
   * again only earns a 401, which the browser prints as a console error.
   */
  logoutPreview: build.mutation<null, void>({
    queryFn: async (_arg, _api, _extra, baseQuery) => {
      const result = await baseQuery({ path: paths.previewLogout, credentials: 'include' });
      if (result.error) console.error('[shop-parts] preview logout failed', result.error);
      return { data: null };
    },
  }),
  /** Fire and forget: the answer and any error are ignored. */
  requestAbTestAssignment: build.mutation<null, void>({
    queryFn: async (_arg, _api, _extra, baseQuery) => {
      await baseQuery({ path: paths.abTestAssignment, credentials: 'include' });
      return { data: null };
    },
  }),
  /** The A/B tests active at an ISO date-time. */
  getAbTestsAt: build.query<AbTest[], string>({
    query: (isoDateTime) => ({ path: paths.abTestsAt, params: { time: isoDateTime } }),
    transformResponse: toAbTests,
  }),
});
