import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { selectStaffPreviewPage } from '../../../features/preview';
import { PreviewSlot } from '../../../src/components/ScopedPreviewSlot';
import { ShopPartsProvider } from '../../../store';
import { selectPreviewSession } from '../../../features/session';
import { createTestShop } from '../../../src/testing';
import { setCookie } from '../../support/cookies';
import { useFakeServices } from '../../support/fakeServices';
import { callsTo, findPanel, renderPreview, settled } from './renderPreview';
import { wholeCatalogue } from '../../support/catalogues';

const deMessages = wholeCatalogue('de-DE');

// Counts how often the panel's module is loaded: the slot must not load it for shoppers.
let mockPanelModuleLoads = 0;
jest.mock('../../../features/preview/components/PreviewPanel', () => {
  mockPanelModuleLoads += 1;
  return jest.requireActual<typeof import('../../../features/preview/components/PreviewPanel')>('../../../features/preview/components/PreviewPanel');
});

const fakes = useFakeServices();

afterEach(() => window.history.replaceState(null, '', '/'));

/** Gives the slot's effect and any lazy import a chance to run. */
async function letEffectsRun(): Promise<void> {
  await waitFor(() => expect(screen.getByTestId('after-slot')).toBeInTheDocument());
  await new Promise((resolve) => setTimeout(resolve, 20));
}

const slotWithMarker = (
  <>
    <PreviewSlot />
    <p data-testid="after-slot">page</p>
  </>
);

// These run first, while the panel's module has not been loaded by any test of this file.
describe('for shoppers', () => {
  it('renders nothing and loads nothing without a staff cookie', async () => {
    const { view } = renderPreview({ ui: slotWithMarker });
    await letEffectsRun();
    expect(view.container).toHaveTextContent(/^page$/);
    expect(mockPanelModuleLoads).toBe(0);
    expect(callsTo(fakes.db.calls, 'checkauth')).toEqual([]);
  });

  it('renders nothing and loads nothing on another path than the preview route, even for staff', async () => {
    setCookie('StaffAuthToken', 'staff');
    window.history.replaceState(null, '', '/kaffee');
    const { view } = renderPreview({ ui: slotWithMarker, config: { previewRoute: '/preview' } });
    await letEffectsRun();
    expect(view.container).toHaveTextContent(/^page$/);
    expect(mockPanelModuleLoads).toBe(0);
    expect(callsTo(fakes.db.calls, 'checkauth')).toEqual([]);
  });

  it('renders nothing on the server, even where the store says a staff preview page', async () => {
    setCookie('StaffAuthToken', 'staff');
    const { store, parts } = createTestShop({ previewRoute: '/' });
    expect(selectStaffPreviewPage(store.getState())).toBe(true);
    const html = renderToString(
      <Provider store={store}>
        <ShopPartsProvider parts={parts} messages={deMessages}>
          <PreviewSlot />
        </ShopPartsProvider>
      </Provider>,
    );
    expect(html).toBe('');
    expect(mockPanelModuleLoads).toBe(0);
    // The flows asked checkauth for the page; let that answer land inside the test.
    await settled(store);
  });
});

describe('for staff on the preview route', () => {
  it.each(['StaffAuthToken', 'CobraAuthToken'])('loads the panel with a %s cookie and shows it once checkauth answers SUCCESS', async (cookie) => {
    setCookie(cookie, 'staff');
    window.history.replaceState(null, '', '/vorschau');
    const { store } = renderPreview({ config: { previewRoute: '/vorschau' } });
    await findPanel();
    expect(mockPanelModuleLoads).toBe(1);
    expect(callsTo(fakes.db.calls, 'checkauth')).toHaveLength(1);
    await settled(store);
  });

  it('mounted any number of times, under StrictMode too, dispatches nothing and sends nothing: one checkauth, one renewal', async () => {
    setCookie('StaffAuthToken', 'staff');
    const requests: string[] = [];
    const onRequest = ({ request }: { request: Request }) => requests.push(`${request.method} ${new URL(request.url).pathname}`);
    fakes.server.events.on('request:start', onRequest);
    try {
      const { store, view, actions, renderTree } = renderPreview();
      await findPanel();
      await waitFor(() => expect(selectPreviewSession(store.getState()).status).toBe('active'));
      await settled(store);
      const actionsBefore = actions.length;
      expect(requests.filter((request) => request.endsWith('/auth/checkauth'))).toHaveLength(1);
      expect(requests.filter((request) => request.endsWith('/auth/login/renew'))).toHaveLength(1);
      const requestsBefore = requests.length;

      view.unmount();
      for (let mount = 0; mount < 3; mount += 1) {
        const again = renderTree({ strict: mount % 2 === 0 });
        await findPanel();
        again.unmount();
      }
      renderTree({ strict: true });
      await findPanel();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(actions.slice(actionsBefore)).toEqual([]);
      expect(requests.slice(requestsBefore)).toEqual([]);
      expect(selectPreviewSession(store.getState()).status).toBe('active');
    } finally {
      fakes.server.events.removeListener('request:start', onRequest);
    }
  });
});

/** Sets each cookie of a Cookie header the way a server's Set-Cookie would. */
function setCookies(header: string): void {
  for (const cookie of header.split('; ')) document.cookie = `${cookie}; Path=/`;
}

describe('a staff preview page, as the store reads it from the page', () => {
  it.each([
    ['/preview', '/preview', 'StaffAuthToken=abc', true],
    ['/preview', '/preview', 'a=1; CobraAuthToken=abc', true],
    ['/preview', '/preview', 'StaffAuthToken=', false],
    ['/preview', '/preview', 'LoginToken=abc', false],
    ['/preview/', '/preview', 'StaffAuthToken=abc', false],
    ['/', '/preview', 'StaffAuthToken=abc', false],
    ['/preview', '/preview', 'StaffAuthToken=%%%garbage', true],
    ['/preview', '/preview', '%%%garbage', false],
  ])('path %s, route %s, cookies %s → %s', async (path, route, cookies, expected) => {
    setCookies(cookies);
    window.history.replaceState(null, '', path);
    const { store } = createTestShop({ previewRoute: route });
    expect(selectStaffPreviewPage(store.getState())).toBe(expected);
    await settled(store);
  });
});
