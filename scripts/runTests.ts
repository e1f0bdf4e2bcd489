/**
 * `npm test`: every check, the time each took, and how busy the machine's cores were (Linux's
 * /proc/stat: the CPU the run spent, and what the hypervisor took). Two lanes run at once, because
 * the two cores are what limits the suite and one lane alone leaves one idle for long stretches:
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
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { createInterface } from 'node:readline';

/** Lanes of steps of checks; each check is one of package.json's scripts, named as there. */
const LANES: string[][][] = [[['test:package'], ['typecheck', 'api:check']], [['lint'], ['test:unit'], ['test:browser']]];

interface Outcome {
  name: string;
  seconds: number;
  passed: boolean;
  /**
   * Jest's FAIL lines, and each failed test's header with the first lines of its message, repeated
   * under the table: the log's tail is what a reader of CI sees, and a header alone does not say
   * whether an assertion failed or a wait timed out.
   */
  failures: string[];
}

/** `FAIL <project> <file>` and `● <describe> › <test>`, but not `● Console`. */
const FAILURE_LINE = /^\s*(FAIL\s|● (?!Console$))/;
/** How much of a failed test's message is repeated: its first lines, up to its code frame or stack. */
const MESSAGE_LINES = 12;
const MESSAGE_END = /^\s*(at\s|>?\s*\d+ \|)/;

function run(check: string): Promise<Outcome> {
  const started = Date.now();
  const failures: string[] = [];
  /** Lines still to take from the message under the last test header; 0 outside one. */
  let messageLinesLeft = 0;
  const child = spawn('npm', ['run', '--silent', check], { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      console.log(`[${check}] ${line}`);
      const text = line.trim();
      if (FAILURE_LINE.test(line)) {
        const repeated = failures.includes(text);
        if (!repeated) failures.push(text);
        messageLinesLeft = !repeated && text.startsWith('●') ? MESSAGE_LINES : 0;
      } else if (messageLinesLeft > 0 && text !== '') {
        if (MESSAGE_END.test(line)) messageLinesLeft = 0;
        else {
          failures.push(`    ${text}`);
          messageLinesLeft -= 1;
        }
      }
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

/** Linux's counters of what the machine's cores did since boot, in seconds (USER_HZ is 100). */
interface CoreTimes {
  busy: number;
  /** Time the hypervisor gave another guest while this one had work: a slow machine, not a heavy suite. */
  stolen: number;
}

/** /proc/stat's first line after its "cpu" label: user, nice, system, idle, iowait, irq, softirq, steal. */
const BUSY_FIELDS = [1, 2, 3, 6, 7];
const STEAL_FIELD = 8;

function coreTimes(): CoreTimes | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
    if (fields.length <= STEAL_FIELD) return undefined;
    const seconds = (field: number) => Number(fields[field]) / 100;
    return { busy: BUSY_FIELDS.reduce((sum, field) => sum + seconds(field), 0), stolen: seconds(STEAL_FIELD) };
  } catch {
    return undefined; // not Linux
  }
}

/** The whole machine's cores over the run: whether the suite spent more CPU, or the machine gave less. */
function coreUse(before: CoreTimes | undefined, after: CoreTimes | undefined, totalSeconds: number): string | undefined {
  if (!before || !after) return undefined;
  const cores = cpus().length;
  const busy = after.busy - before.busy;
  const stolen = after.stolen - before.stolen;
  return `The machine's ${cores} cores: busy ${busy.toFixed(0)} CPU-s of ${(cores * totalSeconds).toFixed(0)}, ${stolen.toFixed(0)} CPU-s stolen by the hypervisor.`;
}

function table(outcomes: Outcome[], totalSeconds: number, cores: string | undefined): string {
  const rows = outcomes.map((outcome) => `  ${outcome.name.padEnd(13)} ${outcome.seconds.toFixed(0).padStart(5)} s  ${outcome.passed ? 'passed' : 'FAILED'}`);
  const failures = outcomes.flatMap((outcome) => outcome.failures.map((line) => `  [${outcome.name}] ${line}`));
  return [
    'Time per check (the package lane beside the main lane):',
    ...rows,
    `  ${'all'.padEnd(13)} ${totalSeconds.toFixed(0).padStart(5)} s`,
    ...(cores === undefined ? [] : [cores]),
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
  const coresBefore = coreTimes();
  const outcomes = (await Promise.all(lanes.map(runLane))).flat();
  const totalSeconds = (Date.now() - started) / 1000;
  console.log(`\n${table(outcomes, totalSeconds, coreUse(coresBefore, coreTimes(), totalSeconds))}`);
  process.exitCode = outcomes.every((outcome) => outcome.passed) ? 0 : 1;
}

void main();
