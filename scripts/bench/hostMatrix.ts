import { spawnSync } from 'node:child_process';

/**
 * The package tests' full Node and msw matrices (SHOP_PARTS_FULL_MATRIX=1): the test-runner hosts on
 * every Node line each msw major supports (tests/package/testRunnerHosts.test.ts), and the plain-Node
 * host's render on every line from 20 to 26 (tests/package/tarball.test.ts). `npm test` runs only both
 * ends, pairwise: the Jest host with msw 3 on Node 26, the Vitest host with msw 2 on Node 20, the
 * render on 20 and 26. About five minutes on this 2-core machine. Returns whether every run passed.
 */
export function runFullHostMatrix(root: string): boolean {
  console.log('Running the test-runner hosts on every Node line and msw major (Jest 30, Vitest 4), and the plain-Node host\'s render on every Node line …');
  const result = spawnSync('npx', ['jest', '--runInBand', 'tests/package/testRunnerHosts.test.ts', 'tests/package/tarball.test.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SHOP_PARTS_FULL_MATRIX: '1' },
  });
  return result.status === 0;
}
