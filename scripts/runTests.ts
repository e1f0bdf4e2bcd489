/**
 * `npm test`: every check, and the time each took. Two lanes run at once, because the two cores are
 * what limits the suite and one lane alone leaves one idle for long stretches:
 *
 *   the package lane:  the packed package in fresh hosts (test:package; npm installs, bundler builds),
 *                      two host files at once: one host's install or idle server beside the other's
 *                      build; then the type check and the API reports side by side, in the minutes
 *                      the browser tests leave a core mostly idle;
 *   the main lane:     lint, then the unit tests, then the browser tests (the built demo, its
 *                      engines, the dev server; three workers, whose files mostly wait on pages).
 *
 * Within a lane a step starts when the one before it has finished, passed or failed, so one run
 * reports every check. Every line is prefixed with its check's name. The exit code is 1 when a
 * check failed.
 *
 *   npm test                              every check
 *   npm test -- test:unit test:browser    only the checks named (package.json's script names)
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Lanes of steps of checks; each check is one of package.json's scripts, named as there. */
const LANES: string[][][] = [[['test:package'], ['typecheck', 'api:check']], [['lint'], ['test:unit'], ['test:browser']]];

interface Outcome {
  name: string;
  seconds: number;
  passed: boolean;
  /** Jest's FAIL lines and failed tests' headers, repeated under the table: the log's tail is what a reader of CI sees. */
  failures: string[];
}

/** `FAIL <project> <file>` and `● <describe> › <test>`, but not `● Console`. */
const FAILURE_LINE = /^\s*(FAIL\s|● (?!Console$))/;

function run(check: string): Promise<Outcome> {
  const started = Date.now();
  const failures: string[] = [];
  const child = spawn('npm', ['run', '--silent', check], { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      console.log(`[${check}] ${line}`);
      if (FAILURE_LINE.test(line) && !failures.includes(line.trim())) failures.push(line.trim());
    });
  }
  return new Promise((resolve) => {
    const settle = (passed: boolean) => resolve({ name: check, seconds: (Date.now() - started) / 1000, passed, failures: passed ? [] : failures });
    child.on('error', (error) => {
      console.error(`[${check}] ${error.message}`);
      settle(false);
    });
    child.on('close', (code) => settle(code === 0));
  });
}

async function runLane(steps: string[][]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of steps) outcomes.push(...(await Promise.all(step.map(run))));
  return outcomes;
}

function table(outcomes: Outcome[], totalSeconds: number): string {
  const rows = outcomes.map((outcome) => `  ${outcome.name.padEnd(13)} ${outcome.seconds.toFixed(0).padStart(5)} s  ${outcome.passed ? 'passed' : 'FAILED'}`);
  const failures = outcomes.flatMap((outcome) => outcome.failures.map((line) => `  [${outcome.name}] ${line}`));
  return [
    'Time per check (the package lane beside the main lane):',
    ...rows,
    `  ${'all'.padEnd(13)} ${totalSeconds.toFixed(0).padStart(5)} s`,
    ...(failures.length > 0 ? ['', 'What failed (the whole report is above, under its check\'s prefix):', ...failures] : []),
  ].join('\n');
}

async function main(): Promise<void> {
  const named = process.argv.slice(2);
  const known = LANES.flat(2);
  const unknown = named.filter((check) => !known.includes(check));
  if (unknown.length > 0) {
    console.error(`No check is named ${unknown.join(', ')}; the checks: ${known.join(', ')}.`);
    process.exitCode = 2;
    return;
  }
  const lanes = LANES.map((steps) => steps.map((step) => step.filter((check) => named.length === 0 || named.includes(check))).filter((step) => step.length > 0));
  const started = Date.now();
  const outcomes = (await Promise.all(lanes.map(runLane))).flat();
  console.log(`\n${table(outcomes, (Date.now() - started) / 1000)}`);
  process.exitCode = outcomes.every((outcome) => outcome.passed) ? 0 : 1;
}

void main();
