import { interactionBudgetMs } from '../../../scripts/bench/budgets';

// The issue: each interaction within one frame (16 ms) of the same page saved without its scripts.
describe('a visit step’s interaction budget', () => {
  it('is the script-free copy’s time for the step plus one frame', () => {
    expect([interactionBudgetMs(56), interactionBudgetMs(80), interactionBudgetMs(184)]).toEqual([72, 96, 200]);
  });

  it('counts a copy’s step Event Timing did not report (under 16 ms) as 16 ms', () => {
    expect([interactionBudgetMs(0), interactionBudgetMs(16)]).toEqual([32, 32]);
  });

  it('is 50 ms for a step the copy cannot take (filling fields that have no script)', () => {
    expect(interactionBudgetMs(undefined)).toBe(50);
  });
});
