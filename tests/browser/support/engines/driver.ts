/**
 * What the engine-agnostic shopper flows (tests/browser/engines/) ask of a browser. Each engine
 * implements it with its own protocol: Chromium over CDP and Firefox over WebDriver BiDi (both
 * through puppeteer-core), WebKitGTK over WebDriver classic (the `webdriver` package).
 */

/** The four set-ups. `webkit-fallbacks` is WebKit with HiddenUntilFound and WebLocksAPI turned off. */
export const ENGINE_NAMES = ['chromium', 'firefox', 'webkit', 'webkit-fallbacks'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

/**
 * The engines of a flow that uses neither feature `webkit-fallbacks` turns off: the footer's
 * accordion (hidden="until-found") and the renewal lock (Web Locks) run in all four, every other
 * flow in these three.
 */
export const ENGINES_WITH_EVERY_FEATURE: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/** The keys the flows press; each driver maps them to its protocol's key values. */
export type Key = 'Tab' | 'Shift+Tab' | 'Enter' | 'Space' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'Home' | 'Backspace';

/** A function run in the page: its source is sent to the browser, so it may use only its arguments. */
export type PageFunction<A extends unknown[], R> = (...args: A) => R;

/** The protocol-specific part of a page; everything else is built on it (EnginePage). */
export interface PageDriver {
  readonly engine: EngineName;
  /** Sets the layout viewport to `width` × `height` CSS pixels (as near as the engine allows; see webkit.ts). */
  resize(width: number, height: number): Promise<void>;
  /** Navigates and waits for the load event. */
  navigate(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn` in the page with JSON arguments and returns its (awaited, JSON) result. */
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<Awaited<R>>;
  /** A real pointer click (move, press, release) at the centre of the first element `selector` finds, scrolled into view first. */
  click(selector: string): Promise<void>;
  /** Presses a key `times` times (once by default), as one input sequence where the protocol allows. */
  press(key: Key, times?: number): Promise<void>;
  /** Types text as key presses into whatever has focus. */
  type(text: string): Promise<void>;
  /** Removes every cookie of the demo's origin, HttpOnly ones too. */
  clearCookies(): Promise<void>;
  close(): Promise<void>;
}

/** One engine, launched once per test file. */
export interface EngineBrowser {
  readonly name: EngineName;
  /** A fresh page without cookies (a new one, or the one window cleared). */
  newPage(): Promise<PageDriver>;
  close(): Promise<void>;
}
