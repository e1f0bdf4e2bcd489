import type { ChildProcess } from 'node:child_process';

export default function globalTeardown(): void {
  (globalThis as { __demoServer?: ChildProcess }).__demoServer?.kill();
}
