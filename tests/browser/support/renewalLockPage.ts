/**
 * The page side of tests/browser/renewalLock.test.ts, bundled by esbuild (a development build, so
 * StrictMode double-starts effects) and served on the demo's origin: the real acquireRenewalLock
 * and redux-saga against Chromium's own navigator.locks. Nothing of it ships.
 *
 * A run is what the parts do: a root saga on a store's saga middleware whose forked flow calls a
 * check shaped like checkTokens (wait for the lock, work until told to finish, release in finally).
 * Cancelling the root task is what `eject()` and StrictMode's effect cleanup do.
 */
import { configureStore } from '@reduxjs/toolkit';
import { createElement, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { call, cancelled, fork, take, type StrictEffect } from 'redux-saga/effects';
import { acquireRenewalLock, RENEWAL_LOCK_NAME } from '../../../sagas/renewalLock';

export type RunState = 'waiting' | 'holding' | 'released' | 'cancelled';

export interface LockSnapshot {
  held: number;
  pending: number;
}

export interface RenewalLockProbe {
  /** Starts a run (injects the parts); returns its number, from 1. */
  start(): number;
  /** Cancels a run's root task, as `eject()` does. */
  cancel(run: number): void;
  /** Renders a StrictMode tree whose effect starts a run and whose cleanup cancels it. */
  mountStrict(): void;
  /** Lets every holding run finish its work and release. */
  finish(): void;
  state(run: number): RunState | undefined;
  /** Takes the lock for the page itself (not through a saga); resolves once held. */
  hold(): Promise<void>;
  unhold(): void;
  /** navigator.locks.query() for the renewal lock: the whole origin, every tab. */
  snapshot(): Promise<LockSnapshot>;
}

/** How the test reaches the probe inside page.evaluate. */
export interface ProbeWindow {
  renewalLockProbe: RenewalLockProbe;
}

type Saga = Generator<StrictEffect, void, unknown>;

const sagaMiddleware = createSagaMiddleware();
const store = configureStore({
  reducer: (state: null = null) => state,
  middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
});

const states = new Map<number, RunState>();
const tasks = new Map<number, Task>();

function* checkUnderLock(run: number): Saga {
  try {
    states.set(run, 'waiting');
    const release = (yield call(acquireRenewalLock)) as () => void;
    try {
      states.set(run, 'holding');
      yield take('renewal/finish');
    } finally {
      release();
      states.set(run, 'released');
    }
  } finally {
    if ((yield cancelled()) as boolean) states.set(run, 'cancelled');
  }
}

function* flow(run: number): Saga {
  yield call(checkUnderLock, run);
}

function* rootSaga(run: number): Saga {
  yield fork(flow, run);
}

function start(): number {
  const run = tasks.size + 1;
  tasks.set(run, sagaMiddleware.run(rootSaga, run));
  return run;
}

function Parts() {
  useEffect(() => {
    const run = start();
    return () => tasks.get(run)?.cancel();
  }, []);
  return null;
}

let pageRelease: (() => void) | undefined;

const probe: RenewalLockProbe = {
  start,
  cancel: (run) => tasks.get(run)?.cancel(),
  mountStrict: () => createRoot(document.body.appendChild(document.createElement('div'))).render(createElement(StrictMode, null, createElement(Parts))),
  finish: () => void store.dispatch({ type: 'renewal/finish' }),
  state: (run) => states.get(run),
  hold: () =>
    new Promise<void>((resolveHeld) => {
      void navigator.locks.request(RENEWAL_LOCK_NAME, () => new Promise<void>((release) => {
        pageRelease = release;
        resolveHeld();
      }));
    }),
  unhold: () => pageRelease?.(),
  async snapshot() {
    const { held = [], pending = [] } = await navigator.locks.query();
    const ours = (locks: LockInfo[]) => locks.filter((lock) => lock.name === RENEWAL_LOCK_NAME).length;
    return { held: ours(held), pending: ours(pending) };
  },
};

const probeWindow: ProbeWindow = { renewalLockProbe: probe };
Object.assign(window, probeWindow);
