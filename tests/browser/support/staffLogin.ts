import { basename } from 'node:path';

/**
 * A staff login (the StaffAuthToken cookie's value) of this test file's own, `within` it where the
 * file runs one flow after another (an engine). The demo's fakes answer checkauth SUCCESS for any
 * and keep the preview settings per login (api/fakes/fakeDb.ts), so suites running beside it on
 * the one demo server neither change nor reset this one's.
 */
export function staffLogin(within?: string): string {
  const file = basename(expect.getState().testPath ?? 'unknown', '.test.ts');
  return within ? `staff-${file}-${within}` : `staff-${file}`;
}
