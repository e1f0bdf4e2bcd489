import type { AbTest } from '../../../api';

/** What the A/B test list shows for the chosen date (docs/behaviour.md, "Errors and console messages"). */
export type AbTestsStatus = 'idle' | 'loading' | 'none' | 'found' | 'failed';

export function abTestsStatus(query: { skipped: boolean; fetching: boolean; failed: boolean; tests: readonly AbTest[] | undefined }): AbTestsStatus {
  if (query.skipped) return 'idle';
  if (query.fetching) return 'loading';
  if (query.failed) return 'failed';
  if (!query.tests) return 'loading';
  return query.tests.length === 0 ? 'none' : 'found';
}

/** The chosen test when the loaded list for the date has it; '' (no A/B test) otherwise. */
export function effectiveTest(chosen: string, tests: readonly AbTest[] | undefined): string {
  return chosen && tests?.some((test) => test.name === chosen) ? chosen : '';
}

/** The group select: off without a test, 'required' (error state) with a test and no group, else default. */
export type GroupFieldState = 'disabled' | 'required' | 'default';

export function groupFieldState(test: string, group: string): GroupFieldState {
  if (!test) return 'disabled';
  return group ? 'default' : 'required';
}

/** docs/behaviour.md, "Preview": a test with an empty group is invalid. No test at all is fine. */
export function isAbSelectionComplete(test: string, group: string): boolean {
  return !test || group !== '';
}
