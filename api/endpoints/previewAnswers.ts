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

/**
 * The tests with a name, each name once: the picker offers tests and groups by name, and the apply
 * call sends names, so two tests of one name are one choice. Their groups are merged, each group
 * name once, in the order the service gave them.
 */
export function toAbTests(body: unknown): AbTest[] {
  if (!Array.isArray(body)) return [];
  const groupsByTest = new Map<string, Set<string>>();
  for (const item of body) {
    const record = asRecord(item);
    const name = asString(record?.name);
    if (!name) continue;
    const groups = groupsByTest.get(name) ?? new Set<string>();
    groupsByTest.set(name, groups);
    if (!Array.isArray(record?.groups)) continue;
    for (const group of record.groups) {
      const groupName = asString(asRecord(group)?.name);
      if (groupName) groups.add(groupName);
    }
  }
  return [...groupsByTest].map(([name, groups]) => ({ name, groups: [...groups].map((groupName) => ({ name: groupName })) }));
}
