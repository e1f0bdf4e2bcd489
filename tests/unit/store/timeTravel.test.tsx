import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartSlice } from '../../../examples/hostApp';
import { setCookie } from '../../support/cookies';
import { useFakeServices } from '../../support/fakeServices';
import { setWindowWidth } from '../../support/renderWithParts';
import { createTimeTravelHost, injectParts, renderHostPage } from '../../support/timeTravelHost';

const fakes = useFakeServices();

// Slow to load while the whole suite runs: the panel's and the form's lazy chunks.
const SLOW = { timeout: 10000 };

beforeEach(() => setWindowWidth(1400));
afterEach(() => document.documentElement.removeAttribute('data-platform'));

/** No request of the parts is under way. */
async function settled(host: ReturnType<typeof createTimeTravelHost>): Promise<void> {
  await waitFor(() => {
    type Entries = Record<string, { status: string } | undefined>;
    const api = (host.store.getState() as unknown as { shopPartsApi?: { queries: Entries; mutations: Entries } }).shopPartsApi;
    const pending = [...Object.values(api?.queries ?? {}), ...Object.values(api?.mutations ?? {})].filter((entry) => entry?.status === 'pending');
    expect(pending).toEqual([]);
  }, SLOW);
}

it('every recorded state of a whole visit can be jumped to and back with no uncaught error and no request sent', async () => {
  // A staff member on a tablet, on the preview route (jsdom's page is '/').
  document.documentElement.setAttribute('data-platform', 'TABLET');
  setCookie('StaffAuthToken', 'staff');
  const user = userEvent.setup();

  // The visit, recorded from the host's first state on: the host's own action, the injection, the
  // footer with the form and the staff panel, a footer panel opened, the staff settings dialog.
  const host = createTimeTravelHost();
  host.store.dispatch(cartSlice.actions.itemAdded());
  const { parts, injected } = injectParts(host, { previewRoute: '/' });
  const view = renderHostPage(host, parts);
  const panel = await screen.findByRole('region', { name: 'Staff preview' }, SLOW);
  await screen.findByRole('textbox', { name: /E-Mail/ }, SLOW);
  await waitFor(() => expect(fakes.db.calls.some((call) => call.includes('/auth/login/renew'))).toBe(true), SLOW);
  await user.click(screen.getByRole('button', { name: 'Bequem bezahlen' }));
  await user.click(within(panel).getByRole('button', { name: 'Settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Preview settings' }, SLOW);
  await within(dialog).findByText('Active tests found.', undefined, SLOW);
  await settled(host);

  host.stopRecording();
  const recorded = [...host.recorded];
  const last = recorded[recorded.length - 1];
  expect(recorded.length).toBeGreaterThan(10);
  expect(recorded[0]).not.toHaveProperty('shopPartsApi');
  const callsBefore = [...fakes.db.calls];

  // Each recorded state in turn, then back to the last; every jump is let settle before the next.
  for (const state of [...recorded, last]) {
    await act(async () => {
      host.jump(state);
      await Promise.resolve();
    });
    expect(screen.getByText('Host header')).toBeInTheDocument();
  }
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  expect(fakes.db.calls).toEqual(callsBefore);
  expect(screen.getByText('Host header')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Staff preview' })).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Preview settings' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Bequem bezahlen' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('textbox', { name: /E-Mail/ })).toBeInTheDocument();

  view.unmount();
  injected.eject();
});
