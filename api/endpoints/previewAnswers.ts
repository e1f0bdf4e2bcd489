/**
 * How the preview service's answers become the api's results. Loaded by the endpoints when a staff
 * member's page first asks (api/endpoints/preview.ts), so a shopper's page carries none of it.
 */
import { httpStatusOf, type ServiceError } from '../baseQuery';
import { PREVIEW_STATUSES, type AbTest, type PreviewAuth, type PreviewStatus } from '../types';
import { asNullableString, asRecord, asString } from './parse';

/** A known status from the body; an unknown or missing one counts as INTERNAL_ERROR. */
export function statusFromBody(body: unknown): PreviewStatus {
  const status = asRecord(body)?.status;
  return PREVIEW_STATUSES.find((known) => known === status) ?? 'INTERNAL_ERROR';
}

export function statusFromError(error: ServiceError): PreviewStatus {
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
