import { runSaga, stdChannel, type Task } from 'redux-saga';
import { call, take, type StrictEffect } from 'redux-saga/effects';
import { acquireRenewalLock, RENEWAL_LOCK_NAME } from '../../../sagas/renewalLock';

// The saga waits at `call(acquireRenewalLock)` like checkTokens; jsdom has no Web Locks, so a small
// stand-in LockManager is installed on navigator for each test and removed after it.

interface LockRequest {
  callback: () => Promise<void>;
  signal?: AbortSignal;
  resolve(value: unknown): void;
  reject(reason: unknown): void;
}

/** One exclusive lock, granted in request order; honours AbortSignal unless told to lose the race. */
class FakeLocks {
  held = false;
  readonly queue: LockRequest[] = [];
  /** false: the grant wins the race against an abort (the request is granted anyway). */
  honoursAbort = true;
  /** Runs right after a callback was called, before anything else: to cancel at that moment. */
  onGrant?: () => void;

  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown> {
    expect(name).toBe(RENEWAL_LOCK_NAME);
    return new Promise((resolve, reject) => {
      const entry: LockRequest = { callback, signal: options.signal, resolve, reject };
      options.signal?.addEventListener('abort', () => {
        if (!this.honoursAbort) return;
        const index = this.queue.indexOf(entry);
        if (index < 0) return;
        this.queue.splice(index, 1);
        reject(new DOMException('The request was aborted.', 'AbortError'));
      });
      this.queue.push(entry);
      queueMicrotask(() => this.grantNext());
    });
  }

  private grantNext(): void {
    if (this.held) return;
    const next = this.queue.shift();
    if (!next) return;
    this.held = true;
    const held = next.callback();
    this.onGrant?.();
    void held.then(next.resolve, next.reject).finally(() => {
      this.held = false;
      this.grantNext();
    });
  }
}

/** Holds the lock outside any saga (another tab, say) until the returned function is called. */
function holdLock(locks: FakeLocks): Promise<() => void> {
  return new Promise((resolveHeld) => {
    void locks.request(RENEWAL_LOCK_NAME, {}, () => new Promise<void>((release) => resolveHeld(release)));
  });
}

/** Shaped like checkTokens: wait for the lock, work until 'done', release in finally. */
function* renewUnderLock(log: string[]): Generator<StrictEffect, void, unknown> {
  const release = (yield call(acquireRenewalLock)) as () => void;
  try {
    log.push('holding');
    yield take('done');
  } finally {
    release();
    log.push('released');
  }
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let locks: FakeLocks;
let unhandled: unknown[];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeEach(() => {
  locks = new FakeLocks();
  unhandled = [];
  Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
  process.on('unhandledRejection', onUnhandled);
});

afterEach(async () => {
  await flush();
  process.off('unhandledRejection', onUnhandled);
  Reflect.deleteProperty(navigator, 'locks');
  expect(unhandled).toEqual([]);
});

/** Runs the saga with real redux-saga; `finish` lets it end its work. */
function start(log: string[]): { task: Task; finish(): void } {
  const channel = stdChannel();
  const task = runSaga({ channel }, renewUnderLock, log);
  return { task, finish: () => channel.put({ type: 'done' }) };
}

it('acquires, holds while working, and releases for the next request', async () => {
  const log: string[] = [];
  const { task, finish } = start(log);
  await flush();
  expect(log).toEqual(['holding']);
  expect(locks.held).toBe(true);
  finish();
  await task.toPromise();
  await flush();
  expect(log).toEqual(['holding', 'released']);
  expect(locks.held).toBe(false);
});

it('cancelling a saga that waits for the lock aborts its request', async () => {
  const releaseOther = await holdLock(locks);
  const log: string[] = [];
  const { task } = start(log);
  await flush();
  expect(locks.queue).toHaveLength(1);
  const signal = locks.queue[0]?.signal;
  task.cancel();
  expect(signal?.aborted).toBe(true);
  expect(locks.queue).toHaveLength(0);
  releaseOther();
  await flush();
  expect(locks.held).toBe(false);
  expect(log).toEqual([]);
});

it('a lock granted after the cancellation is handed back at once, so the next request gets it', async () => {
  locks.honoursAbort = false;
  const releaseOther = await holdLock(locks);
  const cancelledLog: string[] = [];
  const cancelled = start(cancelledLog);
  await flush();
  cancelled.task.cancel();
  releaseOther();
  await flush();
  expect(locks.held).toBe(false);

  const log: string[] = [];
  const next = start(log);
  await flush();
  expect(log).toEqual(['holding']);
  next.finish();
  await flush();
  expect(log).toEqual(['holding', 'released']);
  expect(locks.held).toBe(false);
  expect(cancelledLog).toEqual([]);
});

it('a lock granted but not yet received when the saga is cancelled is released by the cancellation', async () => {
  const releaseOther = await holdLock(locks);
  const log: string[] = [];
  const { task } = start(log);
  await flush();
  locks.onGrant = () => task.cancel();
  releaseOther();
  await flush();
  expect(task.isCancelled()).toBe(true);
  expect(log).toEqual([]);
  expect(locks.held).toBe(false);
});

it('without the Web Locks API it resolves a release that does nothing', async () => {
  Reflect.deleteProperty(navigator, 'locks');
  const release = await acquireRenewalLock();
  expect(release()).toBeUndefined();
});
