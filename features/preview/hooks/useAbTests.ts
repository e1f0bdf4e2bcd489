import { skipToken } from '@reduxjs/toolkit/query';
import { shopPartsApi, type AbTest } from '../../../api';
import { abTestsStatus, type AbTestsStatus } from '../logic/abSelection';
import { abTestsQueryTime } from '../logic/previewDateTime';

/**
 * The A/B tests active on a date (YYYY-MM-DD), as the cache holds them. The flows ask for the
 * dialog's date (sagas/serviceQueries.ts, on `settingsOpened` and `settingsDateChanged`); this
 * only reads the entry, so a dialog mounted again sends nothing.
 */
export function useAbTests(date: string): { status: AbTestsStatus; tests: readonly AbTest[] } {
  const time = abTestsQueryTime(date);
  const query = shopPartsApi.endpoints.getAbTestsAt.useQueryState(time ?? skipToken);
  // currentData belongs to this date only: the last date's list never shows while the new one loads.
  const tests = query.currentData;
  return {
    // Not asked yet is loading: the flow asks in the same task as the action that named the date.
    status: abTestsStatus({ skipped: time === null, fetching: query.isFetching || query.isUninitialized, failed: query.isError, tests }),
    tests: tests ?? [],
  };
}
