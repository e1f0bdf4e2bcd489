/**
 * The WebKit flows' WebDriver client, in a Node process of its own (started by webkit.ts with
 * `node --import tsx`): webdriver's CommonJS entry loads its ES build with import(), which Jest's
 * module sandbox refuses without --experimental-vm-modules. It opens the session given as JSON in
 * argv[2], then runs one client command per JSON line on stdin ({ id, command, args }) and answers
 * each with a JSON line on stdout ({ id, result } or { id, error }). The session opens as id 0.
 */
import { createInterface } from 'node:readline';
import WebDriver from 'webdriver';

type Options = Parameters<typeof WebDriver.newSession>[0];
/** Only the commands a driver sends, called by name. */
type Commands = Record<string, (...args: unknown[]) => Promise<unknown>>;

/** Marks an answer among the client's own log lines (webkit.ts reads the same marker). */
const REPLY = 'webdriver-host:';

function reply(message: { id: number; result?: unknown; error?: string }): void {
  process.stdout.write(`${REPLY}${JSON.stringify(message)}\n`);
}

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? '{}') as Options;
  const client = await WebDriver.newSession(options).catch((error: Error) => {
    reply({ id: 0, error: error.message });
    process.exit(1);
  });
  reply({ id: 0, result: client.capabilities });
  const commands = client as unknown as Commands;
  for await (const line of createInterface({ input: process.stdin })) {
    const { id, command, args } = JSON.parse(line) as { id: number; command: string; args: unknown[] };
    try {
      const run = commands[command];
      if (typeof run !== 'function') throw new Error(`no WebDriver command ${command}`);
      reply({ id, result: (await run.apply(client, args)) ?? null });
    } catch (error) {
      reply({ id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  await client.deleteSession().catch(() => undefined);
}

void main();
