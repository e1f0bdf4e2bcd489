import { buffers, eventChannel, type EventChannel } from 'redux-saga';

export type PageEvent = { kind: 'visible' } | { kind: 'hidden' } | { kind: 'activity' };

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
/** At most one activity event per this many ms reaches a saga (the first one at once). */
export const ACTIVITY_THROTTLE_MS = 30000;

export function isPageHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

/**
 * Tab visibility and user activity as one saga channel. The listeners are removed when the
 * channel closes, which happens when the saga that made it is cancelled (its `finally`).
 * Without a document (server rendering) the channel never emits.
 */
export function createPageEventsChannel(): EventChannel<PageEvent> {
  return eventChannel<PageEvent>((emit) => {
    if (typeof document === 'undefined') return () => undefined;
    let lastActivity = Number.NEGATIVE_INFINITY;
    const onVisibility = () => emit({ kind: isPageHidden() ? 'hidden' : 'visible' });
    const onActivity = () => {
      const now = Date.now();
      if (now - lastActivity < ACTIVITY_THROTTLE_MS) return;
      lastActivity = now;
      emit({ kind: 'activity' });
    };
    document.addEventListener('visibilitychange', onVisibility);
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, buffers.sliding(10));
}
