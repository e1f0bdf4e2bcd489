import { httpStatusOf } from '../baseQuery';
import type { ShopPartsEndpointBuilder } from '../builder';
import { paths } from '../paths';
import type { AbTest, PreviewAuth, PreviewRenewalResult, PreviewSettingsRequest, PreviewStatus } from '../types';

/** The answers' readers: staff-only code, loaded when a staff page first asks (previewAnswers.ts). */
const answers = () => import('./previewAnswers');

export const previewEndpoints = (build: ShopPartsEndpointBuilder) => ({
  /** Staff login check; any failure is a non-SUCCESS status, so the panel simply stays hidden. */
  checkPreviewAuth: build.query<PreviewAuth, void>({
    queryFn: async (_arg, _api, _extra, baseQuery) => {
      const result = await baseQuery({ path: paths.previewCheckAuth, credentials: 'include' });
      const { statusFromError, toPreviewAuth } = await answers();
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
      const { statusFromBody, statusFromError } = await answers();
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
    transformResponse: async (body: unknown) => (await answers()).toAbTests(body),
  }),
});
