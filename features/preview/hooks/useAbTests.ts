import { skipToken } from '@reduxjs/toolkit/query';
import { shopPartsApi, type AbTest } from '../../../api';
import { abTestsStatus, type AbTestsStatus } from '../logic/abSelection';
import { abTestsQueryTime } from '../logic/previewDateTime';

/** The A/B tests active on a date (YYYY-MM-DD). A new date is a new query, so the list reloads. */
export function useAbTests(date: string): { status: AbTestsStatus; tests: readonly AbTest[] } {
  const time = abTestsQueryTime(date);
  const query = shopPartsApi.useGetAbTestsAtQuery(time ?? skipToken);
  // currentData belongs to this date only: the last date's list never shows while the new one loads.
  const tests = query.currentData;
  return {
    status: abTestsStatus({ skipped: time === null, fetching: query.isFetching, failed: query.isError, tests }),
    tests: tests ?? [],
  };
}
