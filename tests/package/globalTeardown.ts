import { rmSync } from 'node:fs';

export default function globalTeardown(): void {
  if (process.env.PACKAGE_WORK_DIR) rmSync(process.env.PACKAGE_WORK_DIR, { recursive: true, force: true });
}
