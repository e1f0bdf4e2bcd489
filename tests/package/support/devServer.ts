/**
 * A host's own development server (`vite`, `webpack serve`, `react-router dev`) and one shopper's
 * visit to it in Chromium with a console that must stay clean: React's development build reports
 * what a production build keeps quiet (keys, act, hydration mismatches, StrictMode's doubled
 * effects), and host engineers spend their days on this server.
 */
import { spawn } from 'node:child_process';
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import type { SiteCode } from '../../../config';
import { launchChromium } from '../../../scripts/chromium';
import { isMachineSpeedWarning } from '../../support/machineSpeedWarning';
import { signUpInFooter } from './visitHost';

/** A first development build on two shared cores: webpack's took 7 s alone, more while other suites run. */
const START_TIMEOUT_MS = 180_000;
/**
 * How long one step of a visit may wait. A dev server builds a module when the browser first asks
 * for it (Next.js's and Vite's do; the parts' footer, form and catalogue are chunks of their own),
 * so on a loaded machine a step waits on a build, not on the page: Playwright's 30 s is not enough.
 */
const VISIT_STEP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

export interface DevServer {
  url: string;
  /** Stops the server's whole process group (its workers and services too) and resolves once none is left. */
  stop(): Promise<void>;
}

/**
 * Starts `command` in a process group of its own and resolves once `url` answers 200 (a dev server
 * holds its first answer until the first build is done). Stop it in afterAll.
 */
export interface DevServerOptions {
  cwd: string;
  url: string;
  env?: NodeJS.ProcessEnv;
  /** How long the first build may take; 180 s unless given. */
  startTimeoutMs?: number;
  /** Output by which the server reports a failed first build (Parcel's "Build failed"): waiting on would be pointless. */
  buildFailed?: string;
}

export async function startDevServer(command: string, args: string[], options: DevServerOptions): Promise<DevServer> {
  // Development, as the dev server assumes when a host's shell sets no NODE_ENV (Jest sets test).
  const env = { ...(options.env ?? process.env), NODE_ENV: 'development' };
  const child = spawn(command, args, { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  if (child.pid === undefined) throw new Error(`${command} did not start`);
  /** The process group the server leads: a negative pid names it to process.kill. */
  const group = -child.pid;
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  async function stop(): Promise<void> {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(group, 'SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, STOP_TIMEOUT_MS)))]);
      clearTimeout(timer);
    }
    // What outlived the leader, or ignored SIGTERM (a worker, a bundler's service process).
    try {
      process.kill(group, 'SIGKILL');
    } catch {
      // the group is gone
    }
  }

  try {
    await untilItAnswers(options, () => child.exitCode, () => output);
  } catch (error) {
    await stop();
    throw new Error(`${command} ${args.join(' ')}: ${(error as Error).message}`);
  }
  return { url: options.url, stop };
}

/** Resolves once `url` answers 200; fails when the server has exited or has not answered in time. */
async function untilItAnswers({ url, startTimeoutMs = START_TIMEOUT_MS, buildFailed }: DevServerOptions, exitCode: () => number | null, output: () => string): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    const code = exitCode();
    if (code !== null) throw new Error(`exited with ${code}:\n${output()}`);
    if (buildFailed !== undefined && output().includes(buildFailed)) throw new Error(`could not build:\n${output()}`);
    const status = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) }).then(
      (response) => response.status,
      () => 0, // not listening yet
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`did not answer ${url} within ${startTimeoutMs / 1000} s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Every console error and warning (but Redux Toolkit's machine-speed warning) and every uncaught
 * error from now on, of one page or of every page of a context: a clean console leaves it empty.
 */
export function consoleProblems(target: Page | BrowserContext): string[] {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !isMachineSpeedWarning(message.text())) problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  };
  if ('newPage' in target) {
    target.on('console', onConsole);
    target.on('weberror', (error) => problems.push(`pageerror: ${error.error().message}`));
  } else {
    target.on('console', onConsole);
    target.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  }
  return problems;
}

export interface DevVisit {
  problems: string[];
  footerLabel: string | null;
  thankYou: string;
}

/** A shopper on a dev server's page: the footer, a newsletter sign-up to its thank-you, and every console error and warning on the way. */
export async function signUpOnDevServer(url: string, site: SiteCode): Promise<DevVisit> {
  const chromium = await launchChromium(`dev-server-${site}`);
  try {
    const page = await chromium.context.newPage();
    page.setDefaultTimeout(VISIT_STEP_TIMEOUT_MS);
    const problems = consoleProblems(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    const { footer, thankYou } = await signUpInFooter(page, site);
    return { problems, footerLabel: await footer.getAttribute('aria-label'), thankYou };
  } finally {
    await chromium.close();
  }
}
