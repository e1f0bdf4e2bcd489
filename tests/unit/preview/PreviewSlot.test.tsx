import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { PreviewSlot } from '../../../features/preview';
import { isStaffPreviewPage } from '../../../features/preview/logic/staffPreviewPage';
import { setCookie } from '../../support/cookies';
import { useFakeServices } from '../../support/fakeServices';
import { createPartsStore } from '../../support/testStore';
import { callsTo, findPanel, renderPreview, settled } from './renderPreview';

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

  it('renders nothing on the server, where the path and cookies are not read', () => {
    setCookie('StaffAuthToken', 'staff');
    const { store } = createPartsStore({ previewRoute: '/' });
    const html = renderToString(
      <Provider store={store}>
        <PreviewSlot />
      </Provider>,
    );
    expect(html).toBe('');
    expect(mockPanelModuleLoads).toBe(0);
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
});

describe('isStaffPreviewPage', () => {
  it.each([
    ['/preview', '/preview', 'StaffAuthToken=abc', true],
    ['/preview', '/preview', 'a=1; CobraAuthToken=abc', true],
    ['/preview', '/preview', 'StaffAuthToken=', false],
    ['/preview', '/preview', 'LoginToken=abc', false],
    ['/preview/', '/preview', 'StaffAuthToken=abc', false],
    ['/', '/preview', 'StaffAuthToken=abc', false],
    ['/preview', '/preview', '%%%garbage', false],
  ])('path %s, route %s, cookies %s → %s', (path, route, cookies, expected) => {
    expect(isStaffPreviewPage(path, route, cookies)).toBe(expected);
  });
});
