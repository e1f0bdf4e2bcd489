/** What `npm run bench` holds the demo to; a missed budget makes its exit code 1 (README, "Performance"). */
export const BUDGETS = {
  packageFirstLoadGzipKb: 30,
  lighthousePerformance: 95,
  lighthouseOther: 100,
  cls: 0,
  tbtMs: 50,
  interactionMs: 50,
  /** The visit at real 4x throttling: long frames the package owns after load. */
  visitPackageLongFramesAfterLoad: 0,
  /**
   * The visit: each step's slowest interaction after load (Event Timing, input to next paint), at
   * most 50 ms; where the script-free copy of the page needs longer for the same step (the
   * browser's own floor on this machine), at most that plus one frame: our code may add no more.
   */
  visitSlowestInteractionMs: 50,
  visitInteractionOverCopyMs: 16,
  /** The visit: the package's own sampled script time inside long frames while the page loads. */
  visitLoadPackageScriptMs: 30,
} as const;

/** A step's interaction budget: 50 ms; where the script-free copy itself needs more for the step, its time plus one frame. */
export function interactionBudgetMs(copyMs: number | undefined): number {
  const absolute = BUDGETS.visitSlowestInteractionMs;
  return copyMs !== undefined && copyMs > absolute ? copyMs + BUDGETS.visitInteractionOverCopyMs : absolute;
}
