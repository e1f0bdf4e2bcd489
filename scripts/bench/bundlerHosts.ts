/**
 * What the package costs bundler hosts, stage by stage (stages.ts). The package tests build hosts
 * from the packed tarball (webpack 5, and Vite on the same page; Parcel 2; two server-rendered Vite
 * hosts, the React 19 one only with SHOP_PARTS_FULL_MATRIX=1), each with ShopFooter rendered with
 * the page, measure them and hold the budgets (tests/package/webpackHost.test.ts, parcelHost.test.ts, viteHosts.test.ts). The bench runs
 * them one after the other, with the full matrix, and collects what they report
 * (SHOP_PARTS_STAGES_FILE), so `npm run bench` shows the hosts next to the demo.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mergeStages, STAGES_FILE_VARIABLE, type HostStages } from './stages';

export interface BundlerHostStages {
  hosts: HostStages[];
  passed: boolean;
  /** What failed, when something did. */
  failure: string | null;
}

export function measureBundlerHosts(root: string): BundlerHostStages {
  const folder = mkdtempSync(join(tmpdir(), 'shop-parts-stages-'));
  const file = join(folder, 'stages.jsonl');
  try {
    // One file at a time: each builds its hosts, and two at once on two cores slow both (and both
    // would build the package into the same dist/). --verbose lists each test, so a failure is named.
    const run = spawnSync('npx', ['jest', '--runInBand', '--verbose', '--selectProjects', 'package', '--', 'tests/package/webpackHost.test.ts', 'tests/package/parcelHost.test.ts', 'tests/package/viteHosts.test.ts'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, [STAGES_FILE_VARIABLE]: file, SHOP_PARTS_FULL_MATRIX: '1' },
    });
    const output = `${run.stdout}\n${run.stderr}`;
    let lines: string[] = [];
    try {
      lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    } catch {
      // no host got as far as a measurement: the failure says why
    }
    const failed = output.split('\n').filter((line) => /^\s*✕/.test(line)).map((line) => line.trim());
    return {
      hosts: mergeStages(lines.map((line) => JSON.parse(line) as HostStages)),
      passed: run.status === 0,
      failure: run.status === 0 ? null : failed.join('; ') || `jest exited with ${String(run.status)}`,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
