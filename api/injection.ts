import { createAction } from '@reduxjs/toolkit';

/**
 * The base query asks the store's injection gate (store/injectionGate.ts) before each request:
 * are the parts injected, and which signal does `eject()` abort? The gate answers from the
 * middleware chain and swallows the action, as RTK Query's own probes do; in a store without a
 * gate the action reaches the reducers, which ignore it, and the request goes out as before.
 */
export const injectionProbe = createAction('shopParts/injectionProbe');

export interface InjectionAnswer {
  /** False between `eject()` and the next injection: nothing is sent. */
  readonly injected: boolean;
  /** Aborted by `eject()`. */
  readonly signal: AbortSignal;
}

const ANSWER = Symbol('shopParts/injectionAnswer');

/** The gate's answer, marked so nothing else that a middleware may return is taken for it. */
export function injectionAnswer(injected: boolean, signal: AbortSignal): InjectionAnswer {
  return { injected, signal, [ANSWER]: true } as InjectionAnswer;
}

export function isInjectionAnswer(value: unknown): value is InjectionAnswer {
  return typeof value === 'object' && value !== null && ANSWER in value;
}

/** A signal that aborts when either one does (AbortSignal.any where the platform has it). */
export function eitherSignal(first: AbortSignal, second: AbortSignal): AbortSignal {
  if (first.aborted) return first;
  if (second.aborted) return second;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([first, second]);
  const controller = new AbortController();
  const onFirst = () => {
    second.removeEventListener('abort', onSecond);
    controller.abort(first.reason);
  };
  const onSecond = () => {
    first.removeEventListener('abort', onFirst);
    controller.abort(second.reason);
  };
  first.addEventListener('abort', onFirst, { once: true });
  second.addEventListener('abort', onSecond, { once: true });
  return controller.signal;
}
