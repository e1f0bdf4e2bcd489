import { virtual } from '@guidepup/virtual-screen-reader';
import { act, waitFor } from '@testing-library/react';

/**
 * jsdom's notice for `getComputedStyle(element, '::before')`: it cannot compute pseudo-elements,
 * says so on the console and returns the element's own style, which has no `content`. The screen
 * reader's name computation asks for ::before/::after/::marker on every element; the parts put no
 * text into CSS content, so the names it computes are complete.
 */
function isPseudoElementNotice(value: unknown): boolean {
  const message = (value as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.startsWith('Not implemented: window.getComputedStyle(elt, pseudoElt)');
}

/** How far `moveTo` reads before it gives up: more items than any part has. */
const MAX_STEPS = 600;

export interface ScreenReader {
  /** Reads on (the virtual cursor's "next") until an item's phrase matches; throws if none does. */
  moveTo(phrase: string | RegExp): Promise<string>;
  /** Reads the next item and returns its phrase. */
  next(): Promise<string>;
  /** The item's default action (a click, as a screen reader's Enter in browse mode). */
  act(): Promise<void>;
  /** A key pressed on the item under the cursor (it takes the focus first, as the library does). */
  press(key: string): Promise<void>;
  /** Types into the item under the cursor. */
  type(text: string): Promise<void>;
  /** Everything spoken since the start or the last `clear()`: items read and live-region announcements ("polite: …"). */
  log(): Promise<string[]>;
  /** Only what live regions announced since the start or the last `clear()`. */
  announcements(): Promise<string[]>;
  /** Starts a fresh log, so a step's transcript can be compared whole. */
  clear(): Promise<void>;
  /** Waits until the log satisfies `check` (updates after a request or a paint land later). */
  waitForLog(check: (log: string[]) => void): Promise<void>;
}

function matches(phrase: string, wanted: string | RegExp): boolean {
  return typeof wanted === 'string' ? phrase === wanted : wanted.test(phrase);
}

/**
 * The virtual screen reader (@guidepup/virtual-screen-reader) over the whole test page, for the
 * transcript tests of this folder: call once at the top of a file, then `await start()` in a test
 * after rendering. It stops after each test. jsdom's notice about pseudo-element styles is dropped
 * (see isPseudoElementNotice); any other console output still fails the test (setupUnit.ts).
 */
export function useScreenReader(): { start(): Promise<ScreenReader> } {
  beforeEach(() => {
    // After setupUnit's watcher is in place; setupUnit puts the original back after the test.
    const watcher = console.error;
    console.error = (...args: unknown[]) => {
      if (!isPseudoElementNotice(args[0])) watcher(...args);
    };
  });
  afterEach(() => virtual.stop());

  const reader: ScreenReader = {
    async moveTo(wanted) {
      for (let step = 0; step < MAX_STEPS; step += 1) {
        await virtual.next();
        const phrase = await virtual.lastSpokenPhrase();
        if (matches(phrase, wanted)) return phrase;
      }
      throw new Error(`The screen reader found no item "${String(wanted)}". It read:\n${(await virtual.spokenPhraseLog()).slice(-40).join('\n')}`);
    },
    async next() {
      await virtual.next();
      return virtual.lastSpokenPhrase();
    },
    act: () => virtual.act(),
    async press(key) {
      // The library focuses the item outside React's act() before it presses the key; focusing it
      // here inside act() first makes that a no-op, and React's focus handlers run inside act().
      const node = virtual.activeNode;
      const element = node instanceof HTMLElement ? node : node?.parentElement;
      act(() => element?.focus());
      await virtual.press(key);
    },
    type: (text) => virtual.type(text),
    log: () => virtual.spokenPhraseLog(),
    async announcements() {
      return (await virtual.spokenPhraseLog()).filter((phrase) => /^(polite|assertive): /.test(phrase));
    },
    clear: () => virtual.clearSpokenPhraseLog(),
    async waitForLog(check) {
      await waitFor(async () => check(await virtual.spokenPhraseLog()));
    },
  };

  return {
    async start() {
      await virtual.start({ container: document.body });
      return reader;
    },
  };
}
