import { ActionCreators, type LiftedState } from '@redux-devtools/instrument';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectFooterPlatform, selectNewsletterVisible, selectOpenPanels } from '../../../features/footer';
import { selectNewsletterResult } from '../../../features/newsletter/state/signUpRequest';
import { selectPanelShown, selectSettingsOpen } from '../../../features/preview';
import { loginTokenExpiringIn, setCookie } from '../../support/cookies';
import { createDevtoolsHost, leaves, notJsonSafe, renderDevtoolsPage, type DevtoolsHost, type DevtoolsSetup } from '../../support/devtoolsHost';
import { useFakeServices } from '../../support/fakeServices';
import { isSubscriptionBookkeeping } from '../../support/queryHookBookkeeping';
import { allowRtkNoDataLog } from '../../support/rtkNoDataLog';
import { setWindowWidth } from '../../support/windowWidth';

/**
 * A whole visit recorded by the real Redux DevTools instrumentation (@redux-devtools/instrument,
 * composed as the extension composes it), in both of the README's set-ups, then replayed the ways
 * the extension and the remote monitor replay it: jump, toggle, sweep and commit, export and
 * import. The page must show each state. Toggles, sweep and commit and an import send no request
 * and add no action but the settings dialog's own A/B list query's (isDialogListAction); after a
 * jump the flows read the state jumped to when something wakes them
 * (docs/decisions/2026-11-29-flows-read-the-store.md).
 */
const fakes = useFakeServices();

const SLOW = { timeout: 10000 };
const THANK_YOU = 'Vielen Dank für Ihre Newsletter-Anmeldung';
const PAYMENT_PANEL = 'Bequem bezahlen';
/** Longer than RTK Query's delay before it copies changed subscriptions into the store. */
const RTK_SUBSCRIPTION_SYNC_MS = 600;

type Lifted = LiftedState<unknown, { type: string }, null>;

beforeEach(() => {
  // A logged-in customer whose token is due, and a staff member, on the preview route of a tablet-wide window.
  setWindowWidth(1000);
  window.history.pushState({}, '', '/preview');
  setCookie('LoginToken', loginTokenExpiringIn(60));
  setCookie('StaffAuthToken', 'staff');
});

afterEach(() => window.history.pushState({}, '', '/'));

/** No request of the parts is out. */
async function settled(host: DevtoolsHost): Promise<void> {
  await waitFor(() => {
    type Entries = Record<string, { status: string } | undefined>;
    const api = (host.store.getState() as { shopPartsApi?: { queries: Entries; mutations: Entries } }).shopPartsApi;
    const pending = [...Object.values(api?.queries ?? {}), ...Object.values(api?.mutations ?? {})].filter((entry) => entry?.status === 'pending');
    expect(pending).toEqual([]);
  }, SLOW);
  // RTK Query copies its subscriptions into the store in a batch a moment later (subscriptionsUpdated).
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, RTK_SUBSCRIPTION_SYNC_MS));
  });
}

/** The visit: footer, a payment panel opened, a sign-up, the customer's token renewed, a staff session with settings applied, then a staff logout. */
async function recordVisit(setup: DevtoolsSetup) {
  const host = createDevtoolsHost(setup);
  const view = renderDevtoolsPage(host);
  const user = userEvent.setup();
  const panel = await screen.findByRole('region', { name: 'Staff preview' }, SLOW);
  await waitFor(() => expect(fakes.db.calls.some((call) => call.includes('/logintoken/renew'))).toBe(true), SLOW);
  await waitFor(() => expect(fakes.db.calls.some((call) => call.includes('/auth/login/renew'))).toBe(true), SLOW);
  await user.click(await screen.findByRole('button', { name: PAYMENT_PANEL }, SLOW));
  const email = await screen.findByRole('textbox', { name: /E-Mail/ }, SLOW);
  await waitFor(() => expect(email).toHaveValue('anna.schmidt@example.test'), SLOW);
  await user.click(screen.getByRole('button', { name: /Jetzt anmelden/ }));
  await screen.findByText(THANK_YOU, undefined, SLOW);
  await user.click(within(panel).getByRole('button', { name: 'Settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Preview settings' }, SLOW);
  await within(dialog).findByText('Active tests found.', undefined, SLOW);
  await user.click(within(dialog).getByRole('button', { name: 'Apply settings' }));
  await within(dialog).findByText('Settings applied successfully.', undefined, SLOW);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Preview settings' })).toBeNull());
  await user.click(within(panel).getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Staff preview' })).toBeNull());
  await settled(host);
  return { host, view };
}

/** The state holds the api (a jump back before the run-time injection does not) and its sign-up succeeded. */
function hasSignUpResult(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'shopPartsApi' in state && selectNewsletterResult(state as Parameters<typeof selectNewsletterResult>[0]) === 'SUCCESS';
}

/** The page shows what the state says: the staff panel and its dialog, the thank-you, the payment panel's state. */
function expectPageShows(state: unknown): void {
  expect(screen.getByText('Host header')).toBeInTheDocument();
  const panelShown = selectPanelShown(state);
  expect(screen.queryByRole('region', { name: 'Staff preview' }) !== null).toBe(panelShown);
  expect(screen.queryByRole('dialog', { name: 'Preview settings' }) !== null).toBe(panelShown && selectSettingsOpen(state));
  const thanked = selectNewsletterVisible(state) && hasSignUpResult(state);
  expect(screen.queryByText(THANK_YOU) !== null).toBe(thanked);
  if (selectFooterPlatform(state) !== 'CLASSIC') {
    const open = selectOpenPanels(state).length > 0;
    expect(screen.getByRole('button', { name: PAYMENT_PANEL })).toHaveAttribute('aria-expanded', String(open));
  }
}

/** Runs a monitor step and lets React and any timer or promise it might start settle. */
async function monitor(host: DevtoolsHost, step: Parameters<DevtoolsHost['liftedStore']['dispatch']>[0]): Promise<void> {
  await act(async () => {
    host.liftedStore.dispatch(step);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** An action as the history records it; RTK Query's carry the endpoint in `meta.arg`. */
type HistoryAction = { type: string; meta?: { arg?: { endpointName?: string } } };

/**
 * RTK Query's own actions for the settings dialog's A/B list: the dialog owns that query
 * (features/preview/hooks/useAbTests.ts), so a jump, toggle or import that shows or hides the dialog
 * subscribes or lets go as any query hook does, and asks for the list where that state's cache
 * lacks it (docs/decisions/2026-11-29-ab-list-in-the-dialog.md). Nothing else may happen.
 */
function isDialogListAction(action: HistoryAction): boolean {
  if (isSubscriptionBookkeeping(action.type)) return true;
  return action.type.startsWith('shopPartsApi/executeQuery/') && action.meta?.arg?.endpointName === 'getAbTestsAt';
}

/**
 * Requests sent and actions added while `steps` run, but for the dialog's A/B list
 * (isDialogListAction): the actions the history gained (RTK Query hands some of its own actions on
 * below the host's middleware, so the history, not a middleware, sees them all); after a commit,
 * which starts the history again, the whole history is new.
 */
async function sideEffectsOf(host: DevtoolsHost, steps: () => Promise<void>): Promise<{ requests: number; actions: number }> {
  const calls = fakes.db.calls.length;
  const nextId = (host.liftedStore.getState() as Lifted).nextActionId;
  await steps();
  const after = host.liftedStore.getState() as Lifted;
  const firstNew = after.nextActionId >= nextId ? nextId : 1;
  const added: HistoryAction[] = [];
  for (let id = firstNew; id < after.nextActionId; id += 1) {
    const entry = after.actionsById[id];
    if (entry && !isDialogListAction(entry.action)) added.push(entry.action);
  }
  const requests = fakes.db.calls.slice(calls).filter((call) => !call.includes('/gettestsat'));
  return { requests: requests.length, actions: added.length };
}

describe.each<DevtoolsSetup>(['store setup', 'run time'])('the real Redux DevTools over a whole visit (%s)', (setup) => {
  it('records only actions and states JSON keeps', async () => {
    const { host, view } = await recordVisit(setup);
    const lifted = host.liftedStore.getState() as Lifted;
    const actions = Object.values(lifted.actionsById).map((entry) => entry.action);
    expect(actions.length).toBeGreaterThan(30);
    expect(actions.flatMap((action, index) => notJsonSafe(action, `action ${index} (${action.type})`))).toEqual([]);
    expect(lifted.computedStates.flatMap((entry, index) => notJsonSafe(entry.state, `state ${index}`))).toEqual([]);
    view.unmount();
    host.stop();
  }, 60000);

  it('jumps to every state and back: the page shows each state, and the last one again', async () => {
    // The flows read the store, so what a jumped-to state calls for may be asked for meanwhile
    // (docs/decisions/2026-11-29-flows-read-the-store.md); what the page shows is each state's.
    // A state from before the injection (run time) shows no part; RTK Query logs its message once.
    allowRtkNoDataLog();
    const { host, view } = await recordVisit(setup);
    const states = (host.liftedStore.getState() as Lifted).computedStates.map((entry) => entry.state);
    const last = states.length - 1;
    for (let index = 0; index <= last; index += 1) {
      await monitor(host, ActionCreators.jumpToState(index));
      expectPageShows(states[index]);
      await monitor(host, ActionCreators.jumpToState((host.liftedStore.getState() as Lifted).computedStates.length - 1));
      expectPageShows(host.store.getState());
    }
    expect(selectPanelShown(host.store.getState())).toBe(false);
    view.unmount();
    host.stop();
  }, 120000);

  it('toggles each action off and on, then sweeps and commits: no request, no action added, the page shows each state', async () => {
    const { host, view } = await recordVisit(setup);
    const before = host.liftedStore.getState() as Lifted;
    const endState = JSON.stringify(before.computedStates[before.computedStates.length - 1]?.state);
    const ids = before.stagedActionIds.slice(1);
    const effects = await sideEffectsOf(host, async () => {
      for (const id of ids) {
        await monitor(host, ActionCreators.toggleAction(id));
        expectPageShows(host.store.getState());
        await monitor(host, ActionCreators.toggleAction(id));
      }
    });
    expect(ids.length).toBeGreaterThan(30);
    expect(effects).toEqual({ requests: 0, actions: 0 });
    expect(JSON.stringify(host.store.getState())).toBe(endState);
    expectPageShows(host.store.getState());

    // Skip the payment panel's opening, sweep it away, commit what is left.
    const toggled = ids.find((id) => before.actionsById[id]?.action.type === 'shopParts/footer/panelToggled');
    expect(toggled).toBeDefined();
    const swept = await sideEffectsOf(host, async () => {
      await monitor(host, ActionCreators.toggleAction(toggled ?? 0));
      await monitor(host, ActionCreators.sweep());
      await monitor(host, ActionCreators.commit());
    });
    expect(swept.requests).toBe(0);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, RTK_SUBSCRIPTION_SYNC_MS));
    });
    expect(selectOpenPanels(host.store.getState())).toEqual([]);
    expect((host.liftedStore.getState() as Lifted).stagedActionIds).toEqual([0]);
    expectPageShows(host.store.getState());
    view.unmount();
    host.stop();
  }, 120000);

  it('a jump back to the staff session, with the page waking the flows meanwhile, then to the end: the page is at the end again, the panel gone after the logout', async () => {
    // Chromium with real time passing: tests/browser/devtools.test.ts. Here the wake-up is a resize.
    const host = createDevtoolsHost(setup);
    const view = renderDevtoolsPage(host);
    const panel = await screen.findByRole('region', { name: 'Staff preview' }, SLOW);
    await settled(host);
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Staff preview' })).toBeNull());
    // The page observer reads the logout's cookie change at the next page event, as a browser without the Cookie Store API does.
    await act(async () => setWindowWidth(1000));
    await settled(host);
    const lifted = host.liftedStore.getState() as Lifted;
    const answered = lifted.stagedActionIds.findIndex((id) => {
      const action: { type: string; meta?: { arg?: { endpointName?: string } } } | undefined = lifted.actionsById[id]?.action;
      return action?.type === 'shopPartsApi/executeQuery/fulfilled' && action.meta?.arg?.endpointName === 'checkPreviewAuth';
    });
    expect(answered).toBeGreaterThan(0);
    await monitor(host, ActionCreators.jumpToState(answered));
    expect(screen.getByRole('region', { name: 'Staff preview' })).toBeInTheDocument();
    // The state jumped to has requests out: wait a while instead of for them. The flows read it
    // when the resize wakes them (docs/decisions/2026-11-29-flows-read-the-store.md).
    await act(async () => {
      setWindowWidth(1001);
      await new Promise((resolve) => setTimeout(resolve, RTK_SUBSCRIPTION_SYNC_MS));
    });
    await monitor(host, ActionCreators.jumpToState((host.liftedStore.getState() as Lifted).computedStates.length - 1));
    await act(async () => setWindowWidth(1000));
    await settled(host);
    expect(screen.queryByRole('region', { name: 'Staff preview' })).toBeNull();
    expect(selectPanelShown(host.store.getState())).toBe(false);
    view.unmount();
    host.stop();
  }, 60000);

  it('an exported visit imported into a fresh store and page ends in the recorded end state, field for field, with no request and no action', async () => {
    const { host, view } = await recordVisit(setup);
    const exported = JSON.stringify(host.liftedStore.getState());
    const recordedEnd = JSON.parse(JSON.stringify(host.store.getState())) as unknown;
    view.unmount();
    host.stop();

    // The fresh page: the parts started with the same configuration, and let settle before the import.
    const fresh = createDevtoolsHost(setup);
    const freshView = renderDevtoolsPage(fresh);
    await settled(fresh);
    const dispatchedBefore = fresh.count.dispatched;
    const effects = await sideEffectsOf(fresh, async () => {
      await monitor(fresh, ActionCreators.importState(JSON.parse(exported) as Lifted));
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
    });
    expect(effects.requests).toBe(0);
    expect(fresh.count.dispatched).toBe(dispatchedBefore);
    expect((fresh.liftedStore.getState() as Lifted).nextActionId).toBe((JSON.parse(exported) as Lifted).nextActionId);

    const expected = leaves(recordedEnd);
    const actual = leaves(JSON.parse(JSON.stringify(fresh.store.getState())));
    const differing = [...expected.keys(), ...actual.keys()].filter((path) => expected.get(path) !== actual.get(path));
    expect(expected.size).toBeGreaterThan(50);
    expect(differing).toEqual([]);
    expectPageShows(fresh.store.getState());
    freshView.unmount();
    fresh.stop();
  }, 120000);
});
