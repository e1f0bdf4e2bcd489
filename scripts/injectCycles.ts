/**
 * Injects the parts into one store and ejects them again, 1,000 times, each time with a new
 * createShopParts, and prints the heap used (after a full GC) and the mean time of one dispatch
 * at cycle 0 and at the last cycle (docs/behaviour.md, "Injection"). Run:
 *
 *   node --expose-gc --import tsx scripts/injectCycles.ts [cycles]
 *
 * (`npx tsx --expose-gc scripts/injectCycles.ts` does the same.) Without --expose-gc the heap is
 * measured without a GC first and the script says so.
 */
import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { performance } from 'node:perf_hooks';
import { createShopParts } from '../store';

const CYCLES = Number.parseInt(process.argv[2] ?? '', 10) || 1000;
const DISPATCHES = 20_000;

const gc = (globalThis as { gc?: () => void }).gc;

function heapUsedMB(): number {
  if (gc) {
    gc();
    gc();
  }
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

const rootReducer = combineSlices({ reducerPath: 'host', reducer: (state: { items: number } = { items: 0 }) => state });
const dynamicMiddleware = createDynamicMiddleware();
const store = configureStore({
  reducer: rootReducer,
  // The development checks (serializability, immutability) walk the state on each dispatch; a
  // production host has them off, and they would only blur what is measured here.
  middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(dynamicMiddleware.middleware),
});

function inject() {
  return createShopParts({ site: 'DE' }).inject(store, { rootReducer, dynamicMiddleware });
}

/** Mean µs of one plain host action while the parts are injected (the first 1,000 warm up). */
function meanDispatchMicros(): number {
  const injected = inject();
  for (let index = 0; index < 1000; index += 1) store.dispatch({ type: 'host/warmUp' });
  const start = performance.now();
  for (let index = 0; index < DISPATCHES; index += 1) store.dispatch({ type: 'host/measured' });
  const micros = ((performance.now() - start) * 1000) / DISPATCHES;
  injected.eject();
  return micros;
}

function report(cycle: number): { heap: number; dispatch: number } {
  const dispatch = meanDispatchMicros();
  const heap = heapUsedMB();
  console.log(`cycle ${String(cycle).padStart(5)}: heap used ${heap.toFixed(2)} MB, mean dispatch ${dispatch.toFixed(2)} µs`);
  return { heap, dispatch };
}

if (!gc) console.log('(no global.gc: run node with --expose-gc for a heap after a full GC)');
// Also every quarter of the way, to show whether the heap grows steadily or once.
const first = report(0);
let last = first;
for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
  inject().eject();
  if (cycle % Math.max(1, Math.floor(CYCLES / 4)) === 0 || cycle === CYCLES) last = report(cycle);
}
console.log(`after ${CYCLES} cycles: heap ${(last.heap - first.heap >= 0 ? '+' : '') + (last.heap - first.heap).toFixed(2)} MB, dispatch ×${(last.dispatch / first.dispatch).toFixed(2)}`);
