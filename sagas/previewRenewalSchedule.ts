/**
 * When this tab last renewed the staff login. Kept in sessionStorage, which is per tab: remounting
 * the panel (StrictMode, a single-page host's navigation), a second inject or a new page in the
 * same tab all see the same schedule, so the renewal goes out at most once per interval. Where
 * storage is blocked (some app webviews, privacy modes) a module variable stands in.
 */
const STORAGE_KEY = 'shopParts.previewLoginRenewedAt';
let inMemory: number | null = null;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function lastPreviewRenewalAt(): number | null {
  try {
    const store = storage();
    if (store) {
      const stored = store.getItem(STORAGE_KEY);
      const at = stored === null ? Number.NaN : Number(stored);
      return Number.isFinite(at) ? at : null;
    }
  } catch {
    // blocked storage: the module variable answers
  }
  return inMemory;
}

export function recordPreviewRenewal(at: number): void {
  inMemory = at;
  try {
    storage()?.setItem(STORAGE_KEY, String(at));
  } catch {
    // blocked or full storage: the module variable keeps it
  }
}

/** After a logout or a lost staff login the next login starts a fresh schedule. */
export function forgetPreviewRenewal(): void {
  inMemory = null;
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
