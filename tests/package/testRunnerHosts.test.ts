/**
 * The packed package in a host's own test suite, as README "Testing your shop with the parts" sets
 * it up: a Jest 30 host (CommonJS mode, babel-jest, Jest's defaults plus the README's config) and a
 * Vitest 4 host. Each runs the README's samples (examples/*.test.ts) word for word against the
 * installed tarball, not the source: the timer flows on the fake clock, the service fakes in Node
 * and a flow asserted with redux-saga-test-plan.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHostProject, installedVersion, type HostProject } from './support/hostProject';

jest.setTimeout(300_000);

const examples = join(__dirname, '..', '..', 'examples');
const samples = readdirSync(examples).filter((file) => file.endsWith('.test.ts'));
const peers = ['react', 'react-dom', '@reduxjs/toolkit', 'react-redux', 'redux-saga', 'react-intl', 'msw'].map(installedVersion);

interface RunnerHost {
  name: string;
  template: 'jest' | 'vitest';
  /** The host's own files besides the samples: the runner's clock for the samples, as README shows it. */
  files: Record<string, string>;
  packageJson: Record<string, unknown>;
  devDependencies: string[];
  /** Runs the whole suite and leaves a JSON report in results.json. */
  run(host: HostProject): Promise<unknown>;
}

interface SuiteReport {
  file: string;
  passed: number;
  failed: string[];
}

function sampleFiles(): Record<string, string> {
  return Object.fromEntries(samples.map((file) => [file, readFileSync(join(examples, file), 'utf8')]));
}

const runnerHosts: RunnerHost[] = [
  {
    name: 'Jest 30 in CommonJS mode with babel-jest',
    template: 'jest',
    files: { 'clock.ts': readFileSync(join(examples, 'clock.ts'), 'utf8') },
    packageJson: {},
    devDependencies: [
      ...['jest', 'babel-jest', 'jest-environment-jsdom', 'jest-fixed-jsdom', 'redux-saga-test-plan'].map(installedVersion),
      '@babel/core@7', '@babel/preset-env@7', '@babel/preset-react@7', '@babel/preset-typescript@7',
    ],
    run: (host) => host.bin('jest', ['--ci', '--json', '--outputFile=results.json']),
  },
  {
    name: 'Vitest 4 with jsdom',
    template: 'vitest',
    files: {},
    packageJson: { type: 'module' },
    devDependencies: ['vitest@4', 'jsdom@26', installedVersion('redux-saga-test-plan')],
    run: (host) => host.bin('vitest', ['run', '--reporter=json', '--outputFile=results.json']),
  },
];

describe.each(runnerHosts)('$name', (spec) => {
  let host: HostProject;
  let suites: SuiteReport[] = [];
  let runError = '';

  beforeAll(async () => {
    host = await createHostProject({
      template: spec.template,
      files: { ...sampleFiles(), ...spec.files },
      packageJson: spec.packageJson,
      dependencies: peers,
      devDependencies: spec.devDependencies,
    });
    try {
      await spec.run(host);
    } catch (error) {
      runError = (error as Error).message; // a failing suite exits non-zero; the report says which
    }
    // Jest's and Vitest's JSON reports share this shape.
    const report = JSON.parse(readFileSync(join(host.dir, 'results.json'), 'utf8')) as {
      testResults: { name: string; assertionResults: { status: string; fullName?: string; title: string; failureMessages?: string[] }[] }[];
    };
    suites = report.testResults.map((suite) => ({
      file: suite.name.slice(host.dir.length + 1),
      passed: suite.assertionResults.filter((test) => test.status === 'passed').length,
      failed: suite.assertionResults.filter((test) => test.status !== 'passed').map((test) => `${test.title}: ${(test.failureMessages ?? []).join('\n')}`),
    }));
  });

  afterAll(() => host?.remove());

  it('runs every README sample against the tarball and passes', () => {
    expect(suites.map((suite) => suite.file).sort()).toEqual([...samples, 'resolution.test.ts'].sort());
    expect(suites.filter((suite) => suite.failed.length > 0 || suite.passed === 0)).toEqual([]);
    expect(runError).toBe('');
  });

  it('resolves the package\'s entries without any mapping of its own', () => {
    // resolution.test.ts asserts the files; the config names nothing of the package.
    const configs = readdirSync(host.dir).filter((file) => /^(jest|babel|vitest)\.config\./.test(file));
    expect(configs.length).toBeGreaterThan(0);
    for (const config of configs) expect([config, readFileSync(join(host.dir, config), 'utf8')]).toEqual([config, expect.not.stringMatching(/moduleNameMapper|@shop|alias/)]);
    expect(suites.find((suite) => suite.file === 'resolution.test.ts')?.passed).toBe(1);
  });
});
