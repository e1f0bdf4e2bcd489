import { combineSlices, configureStore, createDynamicMiddleware, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { shopPartsApi, SHOP_PARTS_API_PATH } from '../../../api';
import { loadFooterContent } from '../../../features/footer';
import { loadShopPartsMessages } from '../../../locales';
import { ShopFooter } from '../../../src/components/ShopFooter';
import { createShopParts, ShopPartsProvider } from '../../../store';
import { loginTokenExpiringIn, setCookie } from '../../support/cookies';
import { useFakeServices } from '../../support/fakeServices';

const fakes = useFakeServices();

/** A run-time host (combineSlices, dynamic middleware) that records every action reaching its reducers. */
function createRecordingHost() {
  const seen: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const rootReducer = combineSlices({ reducerPath: 'host', reducer: (state: { ok: boolean } = { ok: true }) => state });
  const dynamicMiddleware = createDynamicMiddleware();
  // The recorder sits after the dynamic middleware: it sees what reaches the reducers.
  const store = configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware, recorder) });
  return { store, rootReducer, dynamicMiddleware, seen };
}

const apiResults = (actions: UnknownAction[]) =>
  actions.filter((action) => action.type.startsWith(`${SHOP_PARTS_API_PATH}/`) && /\/(fulfilled|rejected)$/.test(action.type)).map((action) => action.type);

describe('eject with requests in flight', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('aborts them: their results change nothing in the store, not even after the 15 s time-out', async () => {
    const aborted: string[] = [];
    // Answers only when the request is aborted (msw's delay('infinite') would leave a timer behind).
    const hang = (name: string) => async ({ request }: { request: Request }) => {
      await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
      aborted.push(name);
      return HttpResponse.json({});
    };
    fakes.server.use(
      http.get('*/promotion/SHOP_FOOTER', hang('promotion')),
      http.get('*/auth/checkauth', hang('checkauth')),
      http.get('*/psdata', hang('psdata')),
      http.get('*/customers/base-data', hang('base-data')),
    );
    const host = createRecordingHost();
    const injected = createShopParts({ site: 'DE' }).inject(host.store, { rootReducer: host.rootReducer, dynamicMiddleware: host.dynamicMiddleware });
    const requests = [
      host.store.dispatch(shopPartsApi.endpoints.getFooterPromotion.initiate()),
      host.store.dispatch(shopPartsApi.endpoints.checkPreviewAuth.initiate()),
      host.store.dispatch(shopPartsApi.endpoints.getCustomerFrontendData.initiate()),
      host.store.dispatch(shopPartsApi.endpoints.getCustomerBaseData.initiate()),
    ];
    await jest.advanceTimersByTimeAsync(10);

    injected.eject();
    const afterEject = host.store.getState();
    await jest.advanceTimersByTimeAsync(20_000);

    expect(aborted.sort()).toEqual(['base-data', 'checkauth', 'promotion', 'psdata']);
    // RTK Query dispatches each aborted request's `rejected`; the reset cache has no entry for it.
    expect(apiResults(host.seen)).toHaveLength(4);
    expect(host.store.getState()).toEqual(afterEject);
    expect((host.store.getState() as unknown as Record<string, { queries: object } | undefined>)[SHOP_PARTS_API_PATH]?.queries).toEqual({});
    expect(jest.getTimerCount()).toBe(0);
    requests.forEach((request) => request.unsubscribe());
  });
});

describe('eject while the parts are on the page', () => {
  afterEach(() => {
    document.cookie = 'StaffAuthToken=; Path=/; Max-Age=0';
  });

  it('the parts leave the page and send nothing; the next injection brings them back, and they ask again', async () => {
    setCookie('LoginToken', loginTokenExpiringIn(1800));
    setCookie('StaffAuthToken', 'staff');
    const host = createRecordingHost();
    const parts = createShopParts({ site: 'DE', previewRoute: window.location.pathname });
    const inject = () => parts.inject(host.store, { rootReducer: host.rootReducer, dynamicMiddleware: host.dynamicMiddleware });
    let injected = inject();
    const [content, messages] = await Promise.all([loadFooterContent('DE'), loadShopPartsMessages(parts)]);
    render(
      <Provider store={host.store}>
        <ShopPartsProvider parts={parts} messages={messages}>
          <ShopFooter content={content} />
        </ShopPartsProvider>
      </Provider>,
    );
    const expected = ['checkauth', 'SHOP_FOOTER', 'psdata', 'base-data'];
    await waitFor(() => expect(expected.filter((name) => !fakes.db.calls.some((call) => call.includes(name)))).toEqual([]), { timeout: 5000 });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    const callsBefore = [...fakes.db.calls];

    act(() => injected.eject());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(fakes.db.calls).toEqual(callsBefore);
    expect(screen.queryByRole('contentinfo')).toBeNull();

    // Injected again: the mounted parts ask again.
    act(() => {
      injected = inject();
    });
    await waitFor(() => expect(fakes.db.calls.slice(callsBefore.length).filter((call) => call.includes('SHOP_FOOTER'))).toHaveLength(1), { timeout: 5000 });
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await act(async () => {
      injected.eject();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  });
});
