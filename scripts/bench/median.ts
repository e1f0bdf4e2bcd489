/** The middle value (the upper one of an even count): the bench's answer to this machine's run-to-run noise. NaN for no values. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
