import { interactionBudgetMs } from '../../../scripts/bench/budgets';

// The 50 ms holds wherever the browser alone can do the step in 50 ms; where the
// script-free copy of the page needs more, our code may add at most one frame to it.
describe('a visit step’s interaction budget', () => {
  it('is 50 ms when the copy does the step within 50 ms, or has no counterpart (submit)', () => {
    expect([interactionBudgetMs(32), interactionBudgetMs(50), interactionBudgetMs(undefined)]).toEqual([50, 50, 50]);
  });

  it('is the copy’s time plus one frame when the copy itself needs more than 50 ms', () => {
    expect([interactionBudgetMs(56), interactionBudgetMs(80)]).toEqual([72, 96]);
  });
});
