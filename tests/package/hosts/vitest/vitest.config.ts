// Vitest for a suite that tests the shop parts: jsdom, and the globals the samples use (describe,
// it, expect, beforeEach …), as in Jest. Nothing for the parts themselves: Vitest loads their ES modules.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { environment: 'jsdom', globals: true },
});
