import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { shopPartsApi } from '../../../api';
import { selectApplyStatus, selectPanelHidden, selectPanelShown, selectSettingsOpen } from '../../../features/preview';
import { selectPreviewSession } from '../../../features/session';
import { PreviewPanel } from '../../../features/preview/components/PreviewPanel';
import { splitPreviewDateTime } from '../../../features/preview/logic/previewDateTime';
import { setCookie } from '../../support/cookies';
import { useFakeServices } from '../../support/fakeServices';
import { isSubscriptionBookkeeping } from '../../support/queryHookBookkeeping';
import { callsTo, findPanel, openSettings, renderPreview, settled } from './renderPreview';

const fakes = useFakeServices();

beforeEach(() => setCookie('StaffAuthToken', 'staff'));

/** A request the fake holds until the test lets it go, so an in-between state can be seen. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const tokenCalls = () => callsTo(fakes.db.calls, '/preview/api/token');

/**
 * RTK Query's subscription bookkeeping of a query hook (subscribe, let go, the batched sync, the
 * start that finds the entry there and sends nothing): what the settings dialog's own A/B list
 * query dispatches when it mounts or unmounts.
 */
function isListSubscription(action: { type: string; payload?: unknown }): boolean {
  if (isSubscriptionBookkeeping(action.type)) return true;
  return action.type === 'shopPartsApi/executeQuery/rejected' && action.payload === undefined;
}

describe('showing the panel', () => {
  it('shows the bar with the current settings; the state says the panel shows and the staff session runs', async () => {
    const { store } = renderPreview();
    const panel = await findPanel();
    expect(within(panel).getByText('Preview')).toBeInTheDocument();
    expect(within(panel).getByTestId('preview-date-time')).toHaveTextContent('Date and time: current time');
    expect(within(panel).getByTestId('preview-ab-group')).toHaveTextContent('A/B group: none');
    expect(selectPanelShown(store.getState())).toBe(true);
    await waitFor(() => expect(selectPreviewSession(store.getState())).toMatchObject({ status: 'active', lastRenewalOk: true }));
    expect(callsTo(fakes.db.calls, '/auth/login/renew')).toHaveLength(1);
    await settled(store);
  });

  it.each([
    ['UNAUTHORIZED', () => HttpResponse.json({ status: 'UNAUTHORIZED' }, { status: 401 })],
    ['INTERNAL_ERROR', () => HttpResponse.json({ status: 'INTERNAL_ERROR' })],
    ['a 500', () => new HttpResponse(null, { status: 500 })],
    ['an answer without status', () => HttpResponse.json({ dateTime: '2030-05-01T10:00:00.000Z' })],
  ])('stays hidden when checkauth answers %s', async (_name, answer) => {
    fakes.server.use(http.get('*/auth/checkauth', answer));
    const { store, view } = renderPreview({ ui: <PreviewPanel /> });
    await waitFor(() => expect(shopPartsApi.endpoints.checkPreviewAuth.select()(store.getState()).isSuccess).toBe(true));
    expect(view.container).toBeEmptyDOMElement();
    expect(selectPanelShown(store.getState())).toBe(false);
    expect(selectPreviewSession(store.getState()).status).toBe('inactive');
    expect(callsTo(fakes.db.calls, '/auth/login/renew')).toEqual([]);
  });

  it('prefills the settings from checkauth', async () => {
    const dateTime = '2099-03-04T05:06:00.000Z';
    fakes.db.preview = { dateTime, abTestName: 'newsletter-banner', abTestGroup: 'voucher-first' };
    const { store, user } = renderPreview();
    const local = splitPreviewDateTime(dateTime);
    const panel = await findPanel();
    expect(within(panel).getByTestId('preview-date-time')).toHaveTextContent(`Date and time: ${local.date} ${local.time}`);
    expect(within(panel).getByTestId('preview-ab-group')).toHaveTextContent('A/B group: newsletter-banner / voucher-first');
    const dialog = await openSettings(user);
    expect(within(dialog).getByLabelText('Preview date')).toHaveValue(local.date.replace(/-/g, '.'));
    expect(within(dialog).getByLabelText('Preview time')).toHaveValue(local.time);
    expect(within(dialog).getByLabelText('A/B test (optional)')).toHaveValue('newsletter-banner');
    expect(within(dialog).getByLabelText('A/B test group')).toHaveValue('voucher-first');
    expect(within(dialog).getByLabelText('A/B test group')).not.toHaveAttribute('aria-invalid');
    await settled(store);
  });

  it('follows the state, not its mounting: unmounted, the state still says it shows and the staff session goes on', async () => {
    const { store, view, actions } = renderPreview();
    await findPanel();
    await settled(store);
    const before = actions.length;
    view.unmount();
    expect(screen.queryByRole('region', { name: 'Staff preview' })).not.toBeInTheDocument();
    expect(actions.slice(before)).toEqual([]);
    expect(selectPanelShown(store.getState())).toBe(true);
    expect(selectPreviewSession(store.getState()).status).toBe('active');
  });

  it('with the settings dialog open, unmounting, remounting and rendering the parts again under StrictMode sends nothing and dispatches only the A/B list query\'s subscriptions', async () => {
    const requests: string[] = [];
    const onRequest = ({ request }: { request: Request }) => requests.push(`${request.method} ${new URL(request.url).pathname}`);
    fakes.server.events.on('request:start', onRequest);
    try {
      const { store, user, view, actions, renderTree } = renderPreview();
      await openSettings(user);
      await settled(store);
      const actionsBefore = actions.length;
      const requestsBefore = requests.length;
      expect(requestsBefore).toBeGreaterThan(0);

      view.unmount();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const again = renderTree();
      expect(await screen.findByRole('dialog', { name: 'Preview settings' })).toBeInTheDocument();
      again.unmount();
      const strict = renderTree({ strict: true });
      const reopened = await screen.findByRole('dialog', { name: 'Preview settings' });
      // The A/B list for the dialog's date comes from the cache; the dialog is open as the store says.
      expect(await within(reopened).findByText('Active tests found.')).toBeInTheDocument();
      expect(within(await findPanel()).getByTestId('preview-date-time')).toHaveTextContent('Date and time: current time');
      // Any late effect, lazy chunk or saga reaction has had its turn.
      await new Promise((resolve) => setTimeout(resolve, 50));

      // The dialog owns its A/B list query: mounted again it subscribes again (RTK Query's own
      // bookkeeping, and a deduplicated start that sends nothing); the flows dispatch nothing.
      expect(actions.slice(actionsBefore).filter((action) => !isListSubscription(action))).toEqual([]);
      expect(requests.slice(requestsBefore)).toEqual([]);
      expect(selectSettingsOpen(store.getState())).toBe(true);
      expect(selectPreviewSession(store.getState()).status).toBe('active');
      strict.unmount();
      expect(actions.slice(actionsBefore).filter((action) => !isListSubscription(action))).toEqual([]);
    } finally {
      fakes.server.events.removeListener('request:start', onRequest);
    }
  });
});

describe('applying settings', () => {
  it('shows Loading..., then the success text, and fires the A/B assignment call', async () => {
    const release = gate();
    fakes.server.use(
      http.get('*/preview/api/token', async () => {
        await release.opened;
        // Falls through to the stateful fake, which stores the settings.
        return undefined;
      }),
    );
    const { store, user } = renderPreview();
    const dialog = await openSettings(user);
    await user.selectOptions(within(dialog).getByLabelText('A/B test (optional)'), 'footer-teaser-order');
    await user.selectOptions(within(dialog).getByLabelText('A/B test group'), 'B');
    await user.click(within(dialog).getByRole('button', { name: 'Apply settings' }));
    expect(await within(dialog).findByText('Loading...')).toBeInTheDocument();
    expect(selectApplyStatus(store.getState())).toBe('loading');
    release.open();
    expect(await within(dialog).findByText('Settings applied successfully.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Loading...')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(fakes.db.calls, 'getassignment')).toHaveLength(1));
    expect(tokenCalls()).toEqual([expect.stringContaining('?test=footer-teaser-order&group=B&previewDateTime=')]);
    // checkauth is asked again and the bar shows the new group.
    await waitFor(() => expect(screen.getByTestId('preview-ab-group')).toHaveTextContent('A/B group: footer-teaser-order / B'));
    await settled(store);
  });

  it('sends the date and time entered as one ISO date-time, without an A/B test when none is chosen', async () => {
    const { store, user } = renderPreview();
    const dialog = await openSettings(user);
    const date = within(dialog).getByLabelText('Preview date');
    await user.clear(date);
    await user.type(date, '20990102');
    expect(date).toHaveValue('2099.01.02');
    const time = within(dialog).getByLabelText('Preview time');
    await user.clear(time);
    await user.type(time, '13:45');
    await within(dialog).findByText('Active tests found.');
    await user.click(within(dialog).getByRole('button', { name: 'Apply settings' }));
    await within(dialog).findByText('Settings applied successfully.');
    const expected = new Date('2099-01-02T13:45:00').toISOString();
    expect(tokenCalls()).toEqual([`GET /service/preview/api/token?test=&group=&previewDateTime=${encodeURIComponent(expected)}`]);
    await settled(store);
  });

  it.each([
    ['BAD_REQUEST', () => HttpResponse.json({ status: 'BAD_REQUEST' }, { status: 400 })],
    ['a 500', () => new HttpResponse(null, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('shows the error notification on %s and fires no A/B assignment', async (_name, answer) => {
    fakes.server.use(http.get('*/preview/api/token', answer));
    const { store, user } = renderPreview();
    const dialog = await openSettings(user);
    await user.click(within(dialog).getByRole('button', { name: 'Apply settings' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Applying settings failed.');
    expect(within(dialog).queryByText('Settings applied successfully.')).not.toBeInTheDocument();
    expect(selectApplyStatus(store.getState())).toBe('error');
    await settled(store);
    expect(callsTo(fakes.db.calls, 'getassignment')).toEqual([]);
  });

  it('falls back to the current time and logs an error when the date is not YYYY-MM-DD', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, user } = renderPreview();
    const dialog = await openSettings(user);
    const date = within(dialog).getByLabelText('Preview date');
    await user.clear(date);
    await user.type(date, '203005');
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Apply settings' }));
    await within(dialog).findByText('Settings applied successfully.');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"2030-05" does not match YYYY-MM-DD'));
    const sent = new URL(`http://x${tokenCalls()[0]?.slice('GET '.length)}`).searchParams.get('previewDateTime') ?? '';
    expect(Date.parse(sent)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(sent)).toBeLessThanOrEqual(Date.now());
    await settled(store);
    error.mockRestore();
  });
});

describe('logging out', () => {
  it.each(['bar', 'dialog'])('from the %s calls the logout service, hides the panel and ends the preview session', async (where) => {
    const { store, user } = renderPreview();
    const panel = await findPanel();
    const scope = where === 'bar' ? panel : await openSettings(user);
    const checksBefore = callsTo(fakes.db.calls, '/auth/checkauth').length;
    await user.click(within(scope).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Staff preview' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fakes.db.calls, '/auth/logout')).toHaveLength(1);
    await settled(store);
    // The answer is known: asking checkauth again would only earn a 401 in the browser's console.
    expect(callsTo(fakes.db.calls, '/auth/checkauth')).toHaveLength(checksBefore);
    expect(selectPanelHidden(store.getState())).toBe(true);
    expect(selectPanelShown(store.getState())).toBe(false);
    expect(selectPreviewSession(store.getState()).status).toBe('inactive');
    await settled(store);
  });

  it('hides the panel even when the logout service fails, and only logs that', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakes.server.use(http.get('*/auth/logout', () => new HttpResponse(null, { status: 503 })));
    const { store, user } = renderPreview();
    const panel = await findPanel();
    await user.click(within(panel).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Staff preview' })).not.toBeInTheDocument());
    expect(error).toHaveBeenCalledWith(expect.stringContaining('preview logout failed'), expect.anything());
    expect(selectPanelShown(store.getState())).toBe(false);
    expect(selectPreviewSession(store.getState()).status).toBe('inactive');
    await settled(store);
    error.mockRestore();
  });
});
