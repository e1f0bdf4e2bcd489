/**
 * Only one tab of a customer renews at a time: the Web Locks API serialises the renewal across
 * tabs of the same origin. Where a browser lacks it, each tab renews on its own (the server answers
 * a second renewal with 200 ok, so nothing breaks).
 */
export const RENEWAL_LOCK_NAME = 'shop-parts:login-renewal';

interface LockManagerLike {
  request(name: string, callback: () => Promise<void>): Promise<unknown>;
}

function lockManager(): LockManagerLike | undefined {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManagerLike }).locks : undefined;
  return locks && typeof locks.request === 'function' ? locks : undefined;
}

/** Resolves with a release function once this tab holds the lock. */
export function acquireRenewalLock(): Promise<() => void> {
  const locks = lockManager();
  if (!locks) return Promise.resolve(() => undefined);
  return new Promise((resolveAcquired, rejectAcquired) => {
    locks
      .request(RENEWAL_LOCK_NAME, () => new Promise<void>((release) => resolveAcquired(release)))
      .catch(rejectAcquired);
  });
}
