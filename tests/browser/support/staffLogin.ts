import { basename } from 'node:path';

/** This run of the test file: Jest loads this module anew for every test file it runs. */
const RUN = Date.now().toString(36);

/**
 * A staff login (the StaffAuthToken cookie's value) of this test file's own, `within` it where the
 * file runs one flow after another (an engine). The demo's fakes answer checkauth SUCCESS for any
 * and keep the preview settings per login (api/fakes/fakeDb.ts), so suites running beside it on
 * the one demo server neither change nor reset this one's; the run's mark keeps an earlier run's
 * settings on a demo server that stays up (npm start, a server of one's own) out of this run.
 */
export function staffLogin(within?: string): string {
  const file = basename(expect.getState().testPath ?? 'unknown', '.test.ts');
  return within ? `staff-${file}-${within}-${RUN}` : `staff-${file}-${RUN}`;
}
