import { skipToken } from '@reduxjs/toolkit/query';
import { shopPartsApi, type AbTest } from '../../../api';
import { abTestsStatus, type AbTestsStatus } from '../logic/abSelection';
import { abTestsQueryTime } from '../logic/previewDateTime';

/**
 * The A/B tests active on a date (YYYY-MM-DD): the dialog's own query, asked for while the dialog
 * shows that date (a date not yet complete asks nothing). RTK Query keeps each date's list for 60 s
 * after the dialog lets it go, so reopening the dialog or going back to a date sends nothing.
 */
export function useAbTests(date: string): { status: AbTestsStatus; tests: readonly AbTest[] } {
  const time = abTestsQueryTime(date);
  const query = shopPartsApi.endpoints.getAbTestsAt.useQuery(time ?? skipToken);
  // currentData belongs to this date only: the last date's list never shows while the new one loads.
  const tests = query.currentData;
  return {
    // Not asked yet is loading: the query starts in the effect after this render.
    status: abTestsStatus({ skipped: time === null, fetching: query.isFetching || query.isUninitialized, failed: query.isError, tests }),
    tests: tests ?? [],
  };
}
