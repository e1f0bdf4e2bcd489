/**
 * The page side of tests/browser/devtools.test.ts, bundled by esbuild (React's and Redux Toolkit's
 * development builds, as a host runs them while it uses Redux DevTools) and served on the demo's
 * origin, whose server answers the services with the fakes. A host page written as the README
 * shows, with the Redux DevTools extension present (./reduxDevtoolsExtension, first): its store is
 * an ordinary `configureStore` (devTools on, `maxAge` 200 as the README advises), the parts added
 * at run time (combineSlices and createDynamicMiddleware, then `inject`; the unit test
 * tests/unit/store/devtools.test.tsx covers both set-ups state by state), the footer with the staff slot inside ShopPartsProvider. The extension's script
 * (./reduxDevtoolsExtension) runs before this one, as the extension's does. Nothing of it ships.
 */
import { combineSlices, configureStore, createDynamicMiddleware, type EnhancedStore } from '@reduxjs/toolkit';
import { ActionCreators, type LiftedAction, type LiftedState, type LiftedStore } from '@redux-devtools/instrument';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { cartSlice, hostApi } from '../../../examples/hostApp';
import { createShopParts, loadFooterContent, loadShopPartsMessages, ShopFooter, ShopPartsProvider, type ShopParts } from '../../../src';

/** A recorded action as far as the probe reads it: RTK Query's name the endpoint in `meta.arg`. */
interface RecordedAction {
  type: string;
  meta?: { arg?: { endpointName?: string } };
}
type Lifted = LiftedState<unknown, RecordedAction, null>;

export interface DevtoolsProbe {
  /** The history's next action id: it grows by one for every action the store records. */
  historyLength(): number;
  /** The index of the state right after the first recorded action that `matches`, or -1. */
  stateAfter(type: string, endpointName?: string): number;
  /** The ids of the actions a toggle can skip (all but the init). */
  toggleableIds(): number[];
  /** What a monitor does (the panel's buttons dispatch these to the lifted store). */
  jumpToState(index: number): void;
  jumpToEnd(): void;
  toggle(id: number): void;
  exportSession(): string;
  importSession(exported: string): void;
  /** Whether any request of the parts is out (an api entry pending). */
  pending(): boolean;
}

export interface DevtoolsProbeWindow {
  devtoolsProbe: DevtoolsProbe;
}

interface HostPage {
  store: EnhancedStore;
  parts: ShopParts;
}

/** At run time, docs/guides/store-setup.md (examples/addAtRunTime.ts): the host's own action first, then the parts. */
function atRunTime(): HostPage {
  const rootReducer = combineSlices(cartSlice, hostApi);
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(hostApi.middleware, dynamicMiddleware.middleware),
    devTools: { maxAge: 200 },
  });
  store.dispatch(cartSlice.actions.itemAdded());
  const parts = createShopParts({ site: 'DE' });
  parts.inject(store, { rootReducer, dynamicMiddleware });
  return { store, parts };
}

async function start(): Promise<void> {
  const { store, parts } = atRunTime();
  const lifted = (store as unknown as { liftedStore: LiftedStore<unknown, RecordedAction, null> }).liftedStore;
  const liftedState = (): Lifted => lifted.getState();
  const monitor = (action: LiftedAction<unknown, RecordedAction, null>) => void lifted.dispatch(action);
  const probe: DevtoolsProbe = {
    historyLength: () => liftedState().nextActionId,
    stateAfter(type, endpointName) {
      const { stagedActionIds, actionsById } = liftedState();
      return stagedActionIds.findIndex((id) => {
        const action = actionsById[id]?.action;
        return action?.type === type && (endpointName === undefined || action.meta?.arg?.endpointName === endpointName);
      });
    },
    toggleableIds: () => liftedState().stagedActionIds.slice(1),
    jumpToState: (index) => monitor(ActionCreators.jumpToState(index)),
    jumpToEnd: () => monitor(ActionCreators.jumpToState(liftedState().computedStates.length - 1)),
    toggle: (id) => monitor(ActionCreators.toggleAction(id)),
    exportSession: () => JSON.stringify(liftedState()),
    importSession: (exported) => monitor(ActionCreators.importState(JSON.parse(exported) as Lifted)),
    pending() {
      type Entries = Record<string, { status?: string } | undefined>;
      const api = (store.getState() as { shopPartsApi?: { queries: Entries; mutations: Entries } }).shopPartsApi;
      return [...Object.values(api?.queries ?? {}), ...Object.values(api?.mutations ?? {})].some((entry) => entry?.status === 'pending');
    },
  };
  const probeWindow: DevtoolsProbeWindow = { devtoolsProbe: probe };
  Object.assign(window, probeWindow);

  const [messages, content] = await Promise.all([loadShopPartsMessages(parts), loadFooterContent(parts.settings.site)]);
  const root = document.body.appendChild(document.createElement('div'));
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <header>Host header</header>
        <main>
          <ShopPartsProvider parts={parts} messages={messages}>
            <ShopFooter content={content} />
          </ShopPartsProvider>
        </main>
      </Provider>
    </StrictMode>,
  );
}

void start();
