/**
 * What the package costs a bundler host's first load. The package tests build hosts from the packed
 * tarball (webpack 5, and Vite on the same page; a server-rendered Vite host) and hold the budget
 * there (tests/package/webpackHost.test.ts, viteHosts.test.ts); the bench runs them and reports the
 * numbers they print, so `npm run bench` shows the hosts' sizes next to the demo's.
 */
import { spawnSync } from 'node:child_process';

export interface BundlerHostSizes {
  /** The lines the host tests print: host, first load and the package's share of it. */
  sizes: string[];
  passed: boolean;
  /** What failed, when something did. */
  failure: string | null;
}

const SIZE_LINE = /^\s*(webpack host .*|the same page built by Vite: .*|Vite host \(.*)$/;

export function measureBundlerHosts(root: string): BundlerHostSizes {
  const run = spawnSync('npx', ['jest', '--selectProjects', 'package', '--', 'tests/package/webpackHost.test.ts', 'tests/package/viteHosts.test.ts'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${run.stdout}\n${run.stderr}`;
  const sizes = output.split('\n').filter((line) => SIZE_LINE.test(line)).map((line) => line.trim());
  const failed = output.split('\n').filter((line) => /^\s*✕/.test(line)).map((line) => line.trim());
  return { sizes, passed: run.status === 0, failure: run.status === 0 ? null : failed.join('; ') || `jest exited with ${String(run.status)}` };
}
