/**
 * The public contract, one API report per entry in etc/ (api-extractor): every name a host can
 * import from `@shop/shop-parts`, `/server`, `/widgets`, `/testing` and `/fakes`, with its signature.
 * - `npm run api` writes the reports; commit them with the change that made them differ.
 * - `npm run api:check` (part of `npm test`) fails, printing the difference, while a report is
 *   not what the sources declare, so a change to the public surface is a diff someone reviews.
 * - Both fail when a public signature uses a type its entry does not export (ae-forgotten-export)
 *   or a type from a package the package does not declare (a host's type check would need it).
 * The declarations come from tsc (tsconfig.build.json, what `npm run build` ships) into
 * .tmp/api-report; one TypeScript program serves all the entries.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CompilerState, Extractor, ExtractorConfig, ExtractorLogLevel, type ExtractorMessage } from '@microsoft/api-extractor';

const root = join(__dirname, '..');
const reportFolder = join(root, 'etc');

/** Each public entry (package.json "exports") and the name of its report in etc/. */
const ENTRIES = [
  { entry: 'index', report: 'shop-parts' },
  { entry: 'server', report: 'shop-parts-server' },
  { entry: 'widgets', report: 'shop-parts-widgets' },
  { entry: 'testing', report: 'shop-parts-testing' },
  { entry: 'fakes', report: 'shop-parts-fakes' },
] as const;

/** api-extractor's analysis options: the package's own, without the test and Node globals. */
const COMPILER_OPTIONS = {
  target: 'ES2022',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  module: 'ESNext',
  moduleResolution: 'Bundler',
  jsx: 'react-jsx',
  strict: true,
  skipLibCheck: true,
  types: [],
};

function prepare(typesDir: string, tempDir: string, entry: string, report: string): ExtractorConfig {
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: root,
      mainEntryPointFilePath: join(typesDir, 'src', `${entry}.d.ts`),
      compiler: { overrideTsconfig: { compilerOptions: COMPILER_OPTIONS, files: ENTRIES.map((item) => join(typesDir, 'src', `${item.entry}.d.ts`)) } },
      apiReport: { enabled: true, reportFileName: `${report}.api.md`, reportFolder, reportTempFolder: tempDir },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        // The comments are prose for readers, not TSDoc; release tags (@public, @beta) are not used.
        tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
        extractorMessageReporting: {
          default: { logLevel: ExtractorLogLevel.Warning },
          'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None },
          // Many public members are self-explanatory; the report is for what changed, not for docs.
          'ae-undocumented': { logLevel: ExtractorLogLevel.None },
          // @reduxjs/toolkit's declarations import a .ts file it ships (dist/uncheckedindexed.ts).
          'ae-wrong-input-file-type': { logLevel: ExtractorLogLevel.None },
          // A type a public signature uses but the entry does not export: an error, so such a leak fails
          // api:check. Export the type from the entry by name, or narrow the signature.
          'ae-forgotten-export': { logLevel: ExtractorLogLevel.Error, addToApiReportFile: false },
        },
        compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Error } },
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: join(root, 'package.json'),
  });
}

/** What a host installs beside the package: its dependencies and peer dependencies. */
function declaredPackages(): Set<string> {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies?: object; peerDependencies?: object };
  return new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
}

/**
 * The packages a report imports types from that the package does not declare. A host's type check
 * would then depend on whichever version of them happens to be installed (reselect through
 * @reduxjs/toolkit, say): give the signature a type from the declared package that re-exports it.
 */
function undeclaredImports(report: string, declared: Set<string>): string[] {
  const specifiers = [...report.matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1]!);
  const packages = specifiers.map((specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
  return [...new Set(packages)].filter((name) => !declared.has(name));
}

/** The difference between the checked-in report and the one the sources give, as `diff -u` prints it. */
function reportDiff(checkedIn: string, current: string): string {
  const result = spawnSync('git', ['diff', '--no-index', '--no-color', '--', relative(root, checkedIn), relative(root, current)], { cwd: root, encoding: 'utf8' });
  return result.stdout || `${relative(root, checkedIn)} differs from the sources' report (${current}).`;
}

function main(): void {
  const update = process.argv.includes('--update');
  // Inside the project (.tmp/ is ignored by git): the declarations resolve react, @reduxjs/toolkit …
  // from its node_modules, and the report's notes name the same relative paths on every run.
  const workDir = join(root, '.tmp', 'api-report');
  rmSync(workDir, { recursive: true, force: true });
  const typesDir = join(workDir, 'types');
  const tempDir = join(workDir, 'reports');
  try {
    const tsc = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json', '--declarationDir', typesDir], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
    if (tsc.status !== 0) {
      console.error('tsc could not write the declarations (above); no report was compared.');
      process.exitCode = 1;
      return;
    }
    const configs = ENTRIES.map(({ entry, report }) => ({ report, config: prepare(typesDir, tempDir, entry, report) }));
    const compilerState = CompilerState.create(configs[0]!.config, { additionalEntryPoints: configs.map(({ config }) => config.mainEntryPointFilePath) });
    const stale: string[] = [];
    const declared = declaredPackages();
    let failed = false;
    for (const { report, config } of configs) {
      const messages: string[] = [];
      const result = Extractor.invoke(config, {
        localBuild: update,
        compilerState,
        messageCallback: (message: ExtractorMessage) => {
          // The report's own "changed" notice is replaced by the diff below.
          if (message.messageId.startsWith('console-api-report-')) message.handled = true;
          else if (message.logLevel === ExtractorLogLevel.Error || message.logLevel === ExtractorLogLevel.Warning) {
            messages.push(message.formatMessageWithLocation(root));
            message.handled = true;
          } else message.handled = true;
        },
      });
      const written = join(tempDir, `${report}.api.md`);
      if (existsSync(written)) {
        for (const name of undeclaredImports(readFileSync(written, 'utf8'), declared)) {
          messages.push(`etc/${report}.api.md imports types from '${name}', which is not a dependency or peer dependency of the package.`);
        }
      }
      for (const line of messages) console.error(line);
      // A report that differs makes the run unsuccessful too; that case gets its diff below.
      if (messages.length > 0 || (!result.succeeded && !result.apiReportChanged)) failed = true;
      const checkedIn = join(reportFolder, `${report}.api.md`);
      if (update) {
        if (result.apiReportChanged) console.log(`Updated etc/${report}.api.md`);
      } else if (result.apiReportChanged) {
        const current = join(tempDir, `${report}.api.md`);
        console.error(existsSync(checkedIn) ? reportDiff(checkedIn, current) : `etc/${report}.api.md is missing.`);
        stale.push(`etc/${report}.api.md`);
      }
    }
    if (stale.length > 0) {
      console.error(`\nThe public API differs from ${stale.join(', ')} (the diff above: - the report, + the sources).\nIf the change is meant, run \`npm run api\` and commit the report with it (and a CHANGELOG entry).`);
      process.exitCode = 1;
    } else if (failed) {
      console.error('api-extractor reported problems (above).');
      process.exitCode = 1;
    } else if (!update) {
      console.log(`The public API matches etc/ (${ENTRIES.length} reports).`);
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

main();
