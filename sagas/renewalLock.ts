import { CANCEL } from 'redux-saga';

/**
 * Only one tab of a customer renews at a time: the Web Locks API serialises the renewal across
 * tabs of the same origin. Where a browser lacks it, each tab renews on its own (the server answers
 * a second renewal with 200 ok, so nothing breaks).
 */
export const RENEWAL_LOCK_NAME = 'shop-parts:login-renewal';

interface LockManagerLike {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

function lockManager(): LockManagerLike | undefined {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManagerLike }).locks : undefined;
  return locks && typeof locks.request === 'function' ? locks : undefined;
}

/**
 * Resolves with a release function once this tab holds the lock. Cancellable by redux-saga
 * (`[CANCEL]`): a saga cancelled while it waits (StrictMode's second start, `eject()`) would never
 * receive `release`, and a lock granted to nobody is held until the tab closes, in every tab.
 */
export function acquireRenewalLock(): Promise<() => void> {
  const locks = lockManager();
  if (!locks) return Promise.resolve(() => undefined);
  const abort = new AbortController();
  let cancelled = false;
  // Set once granted: cancelling between the grant and the saga's resumption must still release.
  let release: (() => void) | undefined;
  const acquired = new Promise<() => void>((resolveAcquired, rejectAcquired) => {
    locks
      .request(RENEWAL_LOCK_NAME, { signal: abort.signal }, () => {
        // Granted although cancelled (the grant won the race against the abort): hand it back now.
        if (cancelled) return Promise.resolve();
        return new Promise<void>((resolveHeld) => {
          release = resolveHeld;
          resolveAcquired(resolveHeld);
        });
      })
      // The AbortError of our own abort is expected; no saga is waiting for it any more. (The
      // request rejects with DOMExceptions only: our callback never rejects.)
      .catch((error: DOMException) => {
        if (!cancelled) rejectAcquired(error);
      });
  });
  return Object.assign(acquired, {
    [CANCEL]: () => {
      cancelled = true;
      abort.abort(); // leaves the queue if still waiting; ignored once granted
      release?.();
    },
  });
}
