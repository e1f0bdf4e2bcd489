/**
 * `npx tsx scripts/checkPackageTypes.mts <tarball>`: "Are the types wrong?" on the packed package.
 * For every entry and every resolution a host may use (node10, node16 from CommonJS and from ES
 * modules, bundler) it resolves the types and the JavaScript the way TypeScript and Node do, and
 * prints the problems it finds as JSON (`[]` when the types are right). The package tests run it.
 */
import { readFileSync } from 'node:fs';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';

async function main(): Promise<void> {
  const tarball = process.argv[2];
  if (!tarball) throw new Error('usage: tsx scripts/checkPackageTypes.mts <tarball>');
  // The stylesheet has no types, by nature.
  const result = await checkPackage(createPackageFromTarballData(new Uint8Array(readFileSync(tarball))), { excludeEntrypoints: ['./styles.css'] });
  if (!result.types) throw new Error('the package has no types');
  const resolutions = Object.fromEntries(
    Object.entries(result.entrypoints).map(([entry, info]) => [
      entry,
      Object.fromEntries(Object.entries(info.resolutions).map(([kind, resolution]) => [kind, resolution.resolution?.fileName ?? null])),
    ]),
  );
  process.stdout.write(JSON.stringify({ problems: result.problems, resolutions }, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
