import '@testing-library/jest-dom';

/**
 * A console error or warning that a test did not expect fails the test: React's act() warnings,
 * RTK's serializability checks and our own reports all surface this way. A test that expects one
 * replaces the method with `jest.spyOn(console, 'error').mockImplementation(...)`.
 */
const watched = ['error', 'warn'] as const;
/** RTK's development checks warn when they run slowly; that depends on the machine's load, not on behaviour. */
const MACHINE_SPEED_WARNING = /^(ImmutableStateInvariantMiddleware|SerializableStateInvariantMiddleware) took \d+ms/;
const originals = { error: console.error, warn: console.warn };
let unexpected: string[] = [];

beforeEach(() => {
  unexpected = [];
  for (const method of watched) {
    console[method] = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && MACHINE_SPEED_WARNING.test(args[0])) return;
      unexpected.push(`console.${method}: ${args.map(String).join(' ')}`);
      originals[method](...args);
    };
  }
});

afterEach(() => {
  // Each test is a fresh tab: nothing it kept per tab (the staff renewal schedule) reaches the next.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  for (const method of watched) console[method] = originals[method];
  if (unexpected.length > 0) throw new Error(`Unexpected console output:\n${unexpected.join('\n')}`);
});

/**
 * jsdom (26) has HTMLDialogElement with its `open` attribute but no `showModal()`, `show()` or
 * `close()`, and no close requests. This minimal stand-in lets the unit tests check what our
 * components do with a dialog (open it, focus into it, answer `cancel`, focus back); what the
 * browser itself does (inert background, focus containment, ::backdrop, the top layer) is checked
 * in Chromium (tests/browser/widgetsDisplay.test.ts, preview.test.ts).
 * - `showModal()` / `show()` set `open`; `close()` removes it and fires `close` a task later.
 * - Esc while a modal dialog is open is a close request: after the keydown's dispatch, unless it
 *   was default-prevented (as in browsers; stopPropagation does not stop it), a cancelable
 *   `cancel` is fired at the dialog, and the dialog closes when that is not default-prevented.
 */
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const modals: HTMLDialogElement[] = [];
  const dialogProto = HTMLDialogElement.prototype;
  dialogProto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialogProto.showModal = function showModal(this: HTMLDialogElement) {
    if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
  };
  dialogProto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    const index = modals.indexOf(this);
    if (index >= 0) modals.splice(index, 1);
    // As in browsers, `close` follows a task later.
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      // After the whole dispatch, as the browser's close request follows the keydown.
      queueMicrotask(() => {
        const top = modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
        if (event.defaultPrevented || !top) return;
        if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
      });
    },
    true,
  );
}
