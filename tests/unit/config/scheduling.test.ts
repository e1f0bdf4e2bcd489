import { yieldToInput } from '../../../config/scheduling';

type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

describe('yieldToInput', () => {
  afterEach(() => {
    delete (globalThis as WithScheduler).scheduler;
  });

  it('returns nothing to wait for where the browser has no scheduler.yield (a test DOM, Safari), so the caller goes on in the same task', () => {
    expect(yieldToInput()).toBeUndefined();
  });

  it("gives the browser a turn through scheduler.yield where it has one, and resolves when the browser's continuation runs", async () => {
    let resume: () => void = () => undefined;
    const schedulerYield = jest.fn(() => new Promise<void>((resolve) => (resume = resolve)));
    (globalThis as WithScheduler).scheduler = { yield: schedulerYield };
    let resumed = false;
    const waiting = yieldToInput()?.then(() => (resumed = true));
    expect(schedulerYield).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(resumed).toBe(false);
    resume();
    await waiting;
    expect(resumed).toBe(true);
  });
});
