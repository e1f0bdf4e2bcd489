/**
 * `npm test`: every check, in tiers, and the time each tier took.
 *
 *   1. type check, lint and API reports, side by side;
 *   2. the unit tests (two Jest workers);
 *   3. the browser tests (the built demo and the dev server) beside the package tests, each a Jest
 *      process with one worker: much of the package tests' time is npm and the bundlers waiting on
 *      the network and the disk, which the browser tests' CPU work fills.
 *
 * A tier starts only when the one before it passed, as a chain of `&&` would. The lines of checks
 * that run side by side are prefixed with the check's name. The exit code is 1 when a check failed.
 *
 *   npm test                        every tier
 *   npm test -- --from test:unit    from the tier that holds this check on
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Each check is one of package.json's scripts, named as there, so it is written once. */
const TIERS: string[][] = [['typecheck', 'lint', 'api:check'], ['test:unit'], ['test:browser', 'test:package']];

interface Outcome {
  name: string;
  seconds: number;
  passed: boolean;
}

function run(check: string, prefixed: boolean): Promise<Outcome> {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', check], { stdio: ['ignore', prefixed ? 'pipe' : 'inherit', prefixed ? 'pipe' : 'inherit'] });
  if (prefixed) {
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) createInterface({ input: stream }).on('line', (line) => console.log(`[${check}] ${line}`));
    }
  }
  return new Promise((resolve) => {
    const settle = (passed: boolean) => resolve({ name: check, seconds: (Date.now() - started) / 1000, passed });
    child.on('error', (error) => {
      console.error(`[${check}] ${error.message}`);
      settle(false);
    });
    child.on('close', (code) => settle(code === 0));
  });
}

function table(outcomes: Outcome[], totalSeconds: number): string {
  const rows = outcomes.map((outcome) => `  ${outcome.name.padEnd(13)} ${outcome.seconds.toFixed(0).padStart(5)} s  ${outcome.passed ? 'passed' : 'FAILED'}`);
  return ['Time per check (side by side within a tier):', ...rows, `  ${'all'.padEnd(13)} ${totalSeconds.toFixed(0).padStart(5)} s`].join('\n');
}

async function main(): Promise<void> {
  const fromIndex = process.argv.indexOf('--from');
  const from = fromIndex >= 0 ? process.argv[fromIndex + 1] : undefined;
  const firstTier = from ? TIERS.findIndex((tier) => tier.includes(from)) : 0;
  if (firstTier < 0) {
    console.error(`No check is named ${from ?? ''}; the checks: ${TIERS.flat().join(', ')}.`);
    process.exitCode = 2;
    return;
  }
  const started = Date.now();
  const outcomes: Outcome[] = [];
  for (const tier of TIERS.slice(firstTier)) {
    const results = await Promise.all(tier.map((check) => run(check, tier.length > 1)));
    outcomes.push(...results);
    if (results.some((result) => !result.passed)) break;
  }
  console.log(`\n${table(outcomes, (Date.now() - started) / 1000)}`);
  process.exitCode = outcomes.every((outcome) => outcome.passed) ? 0 : 1;
}

void main();
