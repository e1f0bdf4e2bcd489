import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Builds and packs the package once for every host test file; they read the tarball's path from
 * PACKAGE_TARBALL and the pack report from PACKAGE_PACK_JSON. globalTeardown removes the folder.
 */
export default function globalSetup(): void {
  const repo = resolve(__dirname, '../..');
  const work = mkdtempSync(join(tmpdir(), 'shop-parts-pack-'));
  execFileSync('npm', ['run', 'build'], { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] });
  const report = execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const [result] = JSON.parse(report) as { filename: string }[];
  if (!result) throw new Error('npm pack reported no tarball');
  process.env.PACKAGE_WORK_DIR = work;
  process.env.PACKAGE_TARBALL = join(work, result.filename);
  process.env.PACKAGE_PACK_JSON = JSON.stringify(result);
}
