import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Builds and packs the package once for every host test file; they read the tarball's path from
 * PACKAGE_TARBALL and the pack report from the file PACKAGE_PACK_JSON names (a file: the report lists
 * every packed file, and as one environment variable it outgrew what Linux lets a process be started
 * with, so every host's `npm install` failed with `spawn E2BIG`). globalTeardown removes the folder.
 * Set PACKAGE_TARBALL and PACKAGE_PACK_JSON yourself to test a tarball packed before (one host's
 * test while you work on it; nothing is built or removed then).
 */
export default function globalSetup(): void {
  if (process.env.PACKAGE_TARBALL && process.env.PACKAGE_PACK_JSON) return;
  const repo = resolve(__dirname, '../..');
  const work = mkdtempSync(join(tmpdir(), 'shop-parts-pack-'));
  execFileSync('npm', ['run', 'build'], { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] });
  const report = execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const [result] = JSON.parse(report) as { filename: string }[];
  if (!result) throw new Error('npm pack reported no tarball');
  process.env.PACKAGE_WORK_DIR = work;
  process.env.PACKAGE_TARBALL = join(work, result.filename);
  process.env.PACKAGE_PACK_JSON = join(work, 'pack.json');
  writeFileSync(process.env.PACKAGE_PACK_JSON, JSON.stringify(result));
}
