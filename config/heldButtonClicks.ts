/**
 * Holds every click on a button under `scope` that `accepts` takes, until `release` (once the
 * buttons' code is live), then clicks those buttons again in the order they were clicked, now with
 * their handlers: a click made while the code loads is delayed, not lost, and two taps on two
 * panels open both. Links are never held: they work without script. Listens on `listenOn` (the
 * scope itself by default) in the capture phase, before React's own listener on a root below it.
 * `stop` drops what was held. Buttons are found again by their place: hydration keeps the server's
 * buttons, but a re-render may replace one.
 */
export function holdButtonClicks(
  scope: ParentNode & EventTarget,
  onHeld: () => void = () => undefined,
  accepts: (button: HTMLButtonElement) => boolean = () => true,
  listenOn: EventTarget = scope,
): { release: () => void; stop: () => void } {
  let heldIndexes: number[] = [];
  const buttons = () => Array.from(scope.querySelectorAll('button')).filter(accepts);
  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !scope.contains(button) || !accepts(button)) return;
    event.preventDefault();
    event.stopPropagation();
    heldIndexes.push(buttons().indexOf(button));
    onHeld();
  };
  listenOn.addEventListener('click', hold, true);
  const stop = () => {
    listenOn.removeEventListener('click', hold, true);
    heldIndexes = [];
  };
  return {
    stop,
    release() {
      const replay = heldIndexes;
      stop();
      const now = buttons();
      for (const index of replay) now[index]?.click();
    },
  };
}
