/**
 * How many cases each property test of tests/unit/fuzz runs: 1,000 in the normal unit run,
 * more with FUZZ_RUNS (`FUZZ_RUNS=10000 npx jest tests/unit/fuzz --selectProjects unit`).
 */
export const FUZZ_RUNS = Math.max(1, Number.parseInt(process.env.FUZZ_RUNS ?? '', 10) || 1000);

/** A test's time-out that grows with FUZZ_RUNS (the unit project's 15 s is for 1,000 runs). */
export function fuzzTimeout(msPerThousand: number): number {
  return Math.max(15_000, Math.ceil((FUZZ_RUNS / 1000) * msPerThousand));
}
