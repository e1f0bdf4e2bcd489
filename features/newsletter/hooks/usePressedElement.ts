import { useCallback, useEffect, useRef } from 'react';

/**
 * The element the pointer last pressed, until a key is pressed: tells a focus change made by a
 * click from one made with the keyboard.
 */
export function usePressedElement(): () => Element | null {
  const pressed = useRef<Element | null>(null);
  useEffect(() => {
    const remember = (event: Event) => {
      pressed.current = event.target instanceof Element ? event.target : null;
    };
    const forget = () => {
      pressed.current = null;
    };
    document.addEventListener('pointerdown', remember, true);
    document.addEventListener('keydown', forget, true);
    return () => {
      document.removeEventListener('pointerdown', remember, true);
      document.removeEventListener('keydown', forget, true);
    };
  }, []);
  return useCallback(() => pressed.current, []);
}
