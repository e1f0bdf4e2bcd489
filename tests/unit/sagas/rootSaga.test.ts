import { runSaga, type Saga } from 'redux-saga';
import { delay } from 'redux-saga/effects';
import { createRootSaga, FLOW_RESTART_FIRST_DELAY_MS } from '../../../sagas/rootSaga';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function run(flows: Record<string, Saga>) {
  return runSaga({ dispatch: () => undefined, getState: () => ({}) }, createRootSaga(flows));
}

describe('the root saga', () => {
  it('keeps the other flows running when one throws, logs it once by name and restarts it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let steadyTicks = 0;
    let failingStarts = 0;
    const task = run({
      steady: function* steady() {
        for (;;) {
          yield delay(100);
          steadyTicks += 1;
        }
      },
      failing: function* failing() {
        failingStarts += 1;
        yield delay(50);
        if (failingStarts === 1) throw new Error('a bug in the flow');
        yield delay(10_000_000);
      },
    });

    await jest.advanceTimersByTimeAsync(60);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('the failing flow failed'), expect.objectContaining({ message: 'a bug in the flow' }));
    expect(task.isRunning()).toBe(true);

    await jest.advanceTimersByTimeAsync(FLOW_RESTART_FIRST_DELAY_MS);
    expect(failingStarts).toBe(2);
    expect(steadyTicks).toBeGreaterThanOrEqual(10);
    expect(error).toHaveBeenCalledTimes(1);

    task.cancel();
    error.mockRestore();
  });

  it('waits longer before each further restart of a flow that keeps failing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let starts = 0;
    const task = run({
      broken: function* broken() {
        starts += 1;
        yield delay(0);
        throw new Error('always');
      },
    });
    await jest.advanceTimersByTimeAsync(FLOW_RESTART_FIRST_DELAY_MS * 7);
    // Restarts after 1 s and 2 s, then the next one waits 4 s (due at 7 s).
    expect(starts).toBe(3);
    expect(error).toHaveBeenLastCalledWith(expect.stringContaining('restarts in 4 s'), expect.any(Error));
    task.cancel();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(starts).toBe(3);
    error.mockRestore();
  });
});
