import { spawnSync } from 'node:child_process';

/**
 * The browser tests that `npm test` runs on a subset, here on every site in every engine: the
 * newsletter form's arrival (tests/browser/newsletterPlaceholder.test.ts: all nine sites at seven
 * widths in Chromium, Firefox and WebKit; `npm test` runs every width in Chromium and only the
 * 320 px phone in Firefox and WebKit) and the footer's reachable pages
 * (tests/browser/engines/reachablePages.test.ts: all nine sites at three widths in the three; `npm test` walks five in Chromium and PL in the others).
 * Their tables print as they run. Returns whether both passed.
 */
export function runFullLayoutMatrix(root: string): boolean {
  console.log('Newsletter arrival and reachable pages on every site in every engine …');
  const run = spawnSync(
    'npx',
    ['jest', '--selectProjects', 'browser', '--', 'tests/browser/newsletterPlaceholder.test.ts', 'tests/browser/engines/reachablePages.test.ts'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NEWSLETTER_SHIFT_MATRIX: 'full', REACHABLE_PAGES_SITES: 'all', ENGINES: 'chromium,firefox,webkit' } },
  );
  return run.status === 0;
}
