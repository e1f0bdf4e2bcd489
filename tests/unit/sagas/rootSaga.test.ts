import { runSaga, type Saga } from 'redux-saga';
import { delay } from 'redux-saga/effects';
import { pageSlice, type PageState } from '../../../config';
import { pageObserverFlow } from '../../../sagas/pageObserver';
import { createRootSaga, FLOW_RESTART_FIRST_DELAY_MS } from '../../../sagas/rootSaga';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function run(flows: Record<string, Saga>) {
  return runSaga({ dispatch: () => undefined, getState: () => ({}) }, createRootSaga(flows));
}

describe('the root saga', () => {
  it('reads the page at once and starts the flows in the same task where the browser cannot yield (a test DOM), one browser turn later where it can', async () => {
    const startFlows = () => {
      const dispatched: string[] = [];
      const started: string[] = [];
      const task = runSaga({ dispatch: (action: { type: string }) => dispatched.push(action.type), getState: () => ({}) }, createRootSaga({
        flow: function* flow() {
          started.push('flow');
          yield delay(10_000_000);
        },
      }));
      return { dispatched, started, task };
    };
    const inTestDom = startFlows();
    expect(inTestDom.dispatched).toEqual(['shopParts/page/pageObserved']);
    expect(inTestDom.started).toEqual(['flow']);
    inTestDom.task.cancel();

    let browserTurn: () => void = () => undefined;
    (globalThis as { scheduler?: object }).scheduler = { yield: () => new Promise<void>((resolve) => (browserTurn = resolve)) };
    try {
      const inBrowser = startFlows();
      expect(inBrowser.dispatched).toEqual(['shopParts/page/pageObserved']);
      expect(inBrowser.started).toEqual([]);
      browserTurn();
      await Promise.resolve();
      await Promise.resolve();
      expect(inBrowser.started).toEqual(['flow']);
      inBrowser.task.cancel();
    } finally {
      delete (globalThis as { scheduler?: object }).scheduler;
    }
  });

  it('misses no page change made between the page read and the page observer\'s start a browser turn later', async () => {
    let page: PageState | undefined;
    const observed: unknown[] = [];
    let browserTurn: () => void = () => undefined;
    (globalThis as { scheduler?: object }).scheduler = { yield: () => new Promise<void>((resolve) => (browserTurn = resolve)) };
    try {
      const task = runSaga(
        {
          dispatch: (action: { type: string; payload?: unknown }) => {
            page = pageSlice.reducer(page, action);
            if (action.type === pageSlice.actions.pageObserved.type) observed.push(action.payload);
          },
          getState: () => ({ [pageSlice.reducerPath]: page }),
        },
        createRootSaga({ pageObserver: pageObserverFlow }),
      );
      expect(observed).toHaveLength(1);
      document.documentElement.dataset.platform = 'SMARTPHONE';
      browserTurn();
      await Promise.resolve();
      await Promise.resolve();
      expect(observed).toEqual([expect.anything(), { platformAttribute: 'SMARTPHONE' }]);
      task.cancel();
    } finally {
      delete (globalThis as { scheduler?: object }).scheduler;
      delete document.documentElement.dataset.platform;
    }
  });

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
