import type { ChildProcess } from 'node:child_process';

export default async function globalTeardown(): Promise<void> {
  (globalThis as { __demoServer?: ChildProcess }).__demoServer?.kill();
}
