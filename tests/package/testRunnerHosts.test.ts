/**
 * The packed package in a host's own test suite, as docs/guides/testing-your-shop.md sets
 * it up: a Jest 30 host (CommonJS mode, babel-jest, Jest's defaults plus the README's config) and a
 * Vitest 4 host. Each runs the README's and the guides' samples (examples/*.test.ts) word for word against the
 * installed tarball, not the source: the timer flows on the fake clock, the service fakes in Node
 * and the sagas under redux-saga-test-plan and runSaga.
 *
 * `npm test` covers runner × msw × Node pairwise, each axis at its two ends: the Jest host with msw 3
 * on Node 26 (the newest; msw 3 needs Node 22.12 or later, and Jest's CommonJS mode needs the guide's
 * transform allow-list for its ES modules), the Vitest host with msw 2 on Node 20 (the oldest line in
 * the package's `engines`). `npm run bench` (SHOP_PARTS_FULL_MATRIX=1) makes each host with msw 2,
 * runs it on every line (20, 22, 24, 26), moves it to msw 3 with a second `npm install`, as a host
 * upgrading msw would, and runs it again on every line msw 3 supports (22, 24, 26). The Node lines
 * come from npm (support/nodeLines.ts), first on PATH for the runner's `#!/usr/bin/env node`; the
 * suite's nodeVersion.test.ts checks which ran.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHostProject, FULL_MATRIX, installedVersion, run, type HostProject } from './support/hostProject';
import { NODE_LINE_MAJORS, NODE_LINES, nodeLine, withNodeFirst, type NodeLine } from './support/nodeLines';

jest.setTimeout(600_000);

const examples = join(__dirname, '..', '..', 'examples');
const samples = readdirSync(examples).filter((file) => file.endsWith('.test.ts'));
const hostSuites = ['resolution.test.ts', 'nodeVersion.test.ts'];
const peers = ['react', 'react-dom', '@reduxjs/toolkit', 'react-redux', 'redux-saga', 'react-intl'].map(installedVersion);

/** msw 2 at the version this repository develops against (in the npm cache), msw 3 from the registry. */
const MSW_MAJORS = { 2: installedVersion('msw'), 3: 'msw@3' } as const;
type MswMajor = keyof typeof MSW_MAJORS;
/** The Node lines each msw major runs on, in `npm run bench`; `npm test` takes one pair per host. */
const NODE_CHOICES: Record<MswMajor, NodeLine[]> = { 2: NODE_LINE_MAJORS, 3: NODE_LINE_MAJORS.filter((major) => major >= 22) };

interface RunnerHost {
  name: string;
  template: 'jest' | 'vitest';
  /** In `npm test`: the one msw major and Node line this host runs (the pairs cover both ends of each). */
  pair: { msw: MswMajor; node: NodeLine };
  /** The host's own files besides the samples: the runner's clock for the samples, as README shows it. */
  files: Record<string, string>;
  packageJson: Record<string, unknown>;
  devDependencies: string[];
  /** Runs the whole suite and leaves a JSON report in `outputFile`. */
  run(host: HostProject, outputFile: string, env: NodeJS.ProcessEnv): Promise<unknown>;
}

interface SuiteReport {
  file: string;
  passed: number;
  failed: string[];
}

interface NodeRun {
  node: string;
  suites: SuiteReport[];
  runError: string;
}

function sampleFiles(): Record<string, string> {
  return Object.fromEntries(samples.map((file) => [file, readFileSync(join(examples, file), 'utf8')]));
}

const runnerHosts: RunnerHost[] = [
  {
    name: 'Jest 30 in CommonJS mode with babel-jest',
    template: 'jest',
    pair: { msw: 3, node: 26 },
    files: { 'clock.ts': readFileSync(join(examples, 'clock.ts'), 'utf8') },
    packageJson: {},
    devDependencies: [
      ...['jest', 'babel-jest', 'jest-environment-jsdom', 'jest-fixed-jsdom', 'redux-saga-test-plan'].map(installedVersion),
      '@babel/core@7', '@babel/preset-env@7', '@babel/preset-react@7', '@babel/preset-typescript@7', 'babel-plugin-transform-import-meta@2',
    ],
    run: (host, outputFile, env) => host.bin('jest', ['--ci', '--json', `--outputFile=${outputFile}`], env),
  },
  {
    name: 'Vitest 4 with jsdom',
    template: 'vitest',
    pair: { msw: 2, node: 20 },
    files: {},
    packageJson: { type: 'module' },
    devDependencies: ['vitest@4', 'jsdom@26', installedVersion('redux-saga-test-plan')],
    run: (host, outputFile, env) => host.bin('vitest', ['run', '--reporter=json', `--outputFile=${outputFile}`], env),
  },
];

/** The msw majors a host runs with, in the order it has them: in the full matrix 2 from its first install, then 3. */
function mswOrder(spec: RunnerHost): MswMajor[] {
  return FULL_MATRIX ? [2, 3] : [spec.pair.msw];
}

function nodeChoices(spec: RunnerHost, msw: MswMajor): NodeLine[] {
  return FULL_MATRIX ? NODE_CHOICES[msw] : [spec.pair.node];
}

/**
 * Both hosts installed at once, from the file's start: an npm install waits mostly on the disk and
 * the registry, so the second host's install overlaps the first host's. Their suites run one after
 * the other, not at once: each runner starts workers of its own, and in `npm test` another host's
 * file runs beside this one (the package tests' two workers).
 */
const installed = new Map<string, Promise<HostProject>>();

beforeAll(() => {
  for (const spec of runnerHosts) {
    const installing = createHostProject({
      template: spec.template,
      files: { ...sampleFiles(), ...spec.files },
      packageJson: spec.packageJson,
      dependencies: [...peers, MSW_MAJORS[mswOrder(spec)[0] ?? 2]],
      devDependencies: spec.devDependencies,
    });
    // Each host's own beforeAll reports its failure; this copy only keeps Node from calling it unhandled.
    installing.catch(() => undefined);
    installed.set(spec.name, installing);
  }
});

afterAll(async () => {
  for (const result of await Promise.allSettled(installed.values())) {
    if (result.status === 'fulfilled') result.value.remove();
  }
});

describe.each(runnerHosts)('$name', (spec) => {
  let host: HostProject;
  /** By msw major: the installed msw version and each Node line's run. */
  const runs = new Map<MswMajor, { msw: string; nodes: Map<NodeLine, NodeRun> }>();

  /** Runs the host's suite on each of the Node lines with the msw it has now. */
  async function runSuite(msw: MswMajor): Promise<void> {
    const { version } = JSON.parse(readFileSync(join(host.dir, 'node_modules', 'msw', 'package.json'), 'utf8')) as { version: string };
    const nodes = new Map<NodeLine, NodeRun>();
    runs.set(msw, { msw: version, nodes });
    for (const choice of nodeChoices(spec, msw)) {
      const install = await nodeLine(choice);
      const node = install.version;
      const env = { ...withNodeFirst(install), EXPECTED_NODE_VERSION: node };
      const outputFile = `results-msw${msw}-${choice}.json`;
      let runError = '';
      try {
        await spec.run(host, outputFile, env);
      } catch (error) {
        runError = (error as Error).message; // a failing suite exits non-zero; the report says which
      }
      // Jest's and Vitest's JSON reports share this shape.
      const report = JSON.parse(readFileSync(join(host.dir, outputFile), 'utf8')) as {
        testResults: { name: string; assertionResults: { status: string; title: string; failureMessages?: string[] }[] }[];
      };
      const suites = report.testResults.map((suite) => ({
        file: suite.name.slice(host.dir.length + 1),
        passed: suite.assertionResults.filter((test) => test.status === 'passed').length,
        failed: suite.assertionResults.filter((test) => test.status !== 'passed').map((test) => `${test.title}: ${(test.failureMessages ?? []).join('\n')}`),
      }));
      nodes.set(choice, { node, suites, runError });
    }
  }

  beforeAll(async () => {
    const installing = installed.get(spec.name);
    if (!installing) throw new Error(`${spec.name} was not installed`);
    host = await installing;
    for (const [index, msw] of mswOrder(spec).entries()) {
      if (index > 0) await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', MSW_MAJORS[msw]], host.dir);
      await runSuite(msw);
    }
  });

  it.each(mswOrder(spec))('has msw %i installed for the runs with that major', (msw) => {
    expect(runs.get(msw)?.msw.split('.')[0]).toBe(String(msw));
  });

  const runNames = mswOrder(spec).flatMap((msw) => nodeChoices(spec, msw).map((choice) => ({ msw, choice, name: NODE_LINES[choice] })));
  it.each(runNames)('with msw $msw, runs every README sample against the tarball and passes on Node $name', ({ msw, choice }) => {
    const result = runs.get(msw)?.nodes.get(choice);
    expect(result).toBeDefined();
    if (!result) return;
    expect([result.node, result.suites.map((suite) => suite.file).sort()]).toEqual([result.node, [...samples, ...hostSuites].sort()]);
    expect([result.node, result.suites.filter((suite) => suite.failed.length > 0 || suite.passed === 0)]).toEqual([result.node, []]);
    expect([result.node, result.runError]).toEqual([result.node, '']);
    // The suite saw the Node it was meant to run on, not whichever came first on PATH.
    expect(result.suites.find((suite) => suite.file === 'nodeVersion.test.ts')?.passed).toBe(1);
  });

  it('resolves the package\'s entries without any mapping of its own', () => {
    // resolution.test.ts asserts the files; the config names nothing of the package.
    const configs = readdirSync(host.dir).filter((file) => /^(jest|babel|vitest)\.config\./.test(file));
    expect(configs.length).toBeGreaterThan(0);
    for (const config of configs) expect([config, readFileSync(join(host.dir, config), 'utf8')]).toEqual([config, expect.not.stringMatching(/moduleNameMapper|@shop|alias/)]);
    const results = [...runs.values()].flatMap(({ nodes }) => [...nodes.values()]);
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) expect([result.node, result.suites.find((suite) => suite.file === 'resolution.test.ts')?.passed]).toEqual([result.node, 1]);
  });
});
