import { spawnSync } from 'node:child_process';

/**
 * The test-runner hosts on every Node line each msw major supports (tests/package/testRunnerHosts.test.ts
 * with SHOP_PARTS_FULL_MATRIX=1): `npm test` runs only both ends, msw 2 on Node 20 and msw 3 on 26.
 * About five minutes on this 2-core machine. Returns whether every run passed.
 */
export function runFullHostMatrix(root: string): boolean {
  console.log('Running the test-runner hosts on every Node line and msw major (Jest 30, Vitest 4) …');
  const result = spawnSync('npx', ['jest', 'tests/package/testRunnerHosts.test.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SHOP_PARTS_FULL_MATRIX: '1' },
  });
  return result.status === 0;
}
