import { useCallback, useEffect, useRef } from 'react';

/**
 * Tells whether a pointer (mouse, pen, finger) is pressed anywhere on the page, and when that
 * press ends. Returns a function giving a promise that resolves when the press ends (pointerup,
 * pointercancel, or the window losing focus mid-press), or null when no pointer is pressed.
 * A mouse press moves the focus at mouse down, so a blur's work can wait for the click; touch
 * moves it after the finger lifts, when nothing is pressed any more.
 */
export function usePointerRelease(): () => Promise<void> | null {
  const press = useRef<{ released: Promise<void>; release: () => void } | null>(null);
  useEffect(() => {
    const down = () => {
      if (press.current) return;
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      press.current = { released, release };
    };
    // One press at a time: a second finger lifting ends it early, so a held check runs sooner, never later.
    const up = () => {
      press.current?.release();
      press.current = null;
    };
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    window.addEventListener('blur', up);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
      window.removeEventListener('blur', up);
      up();
    };
  }, []);
  return useCallback(() => press.current?.released ?? null, []);
}
