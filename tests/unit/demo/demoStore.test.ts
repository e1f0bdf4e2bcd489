import { shopPartsApi } from '../../../api';
import { configSlice } from '../../../config';
import { shopPartsEjected } from '../../../store/partSlices';
import { cartCleared, createDemoStore, hostApi, itemAdded, selectCartCount } from '../../../src/demo/demoStore';
import { useFakeServices } from '../../support/fakeServices';

useFakeServices();

let consoleError: jest.SpyInstance;
let consoleWarn: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
  consoleWarn = jest.spyOn(console, 'warn');
});
afterEach(() => {
  consoleError.mockRestore();
  consoleWarn.mockRestore();
});

function setUp() {
  const demo = createDemoStore({ site: 'TR', previewRoute: '/index.html' });
  const sagaTask = demo.startSagas();
  return { ...demo, sagaTask, stop: () => sagaTask.cancel() };
}

it('holds the host slice, the host api and the parts state side by side', () => {
  const { store, parts, sagaTask, stop } = setUp();
  const state = store.getState();
  // The host's two entries plus every reducer the parts bring, whatever slices they add over time.
  expect(Object.keys(state).sort()).toEqual(['cart', 'hostApi', ...Object.keys(parts.reducers)].sort());
  expect(Object.keys(parts.reducers)).toEqual(expect.arrayContaining(['shopPartsConfig', 'shopPartsApi']));
  expect(state.cart).toEqual({ lines: [] });
  expect(state.shopPartsConfig).toEqual(parts.settings);
  expect(state.shopPartsConfig).toMatchObject({ site: 'TR', locale: 'tr-TR', previewRoute: '/index.html' });
  expect(state.hostApi).toBeDefined();
  expect(state.shopPartsApi).toBeDefined();
  // The root saga started on the host's saga middleware without failing.
  expect(sagaTask.error()).toBeUndefined();
  stop();
});

it('runs the host’s and the parts’ actions and queries with no serializability or other warning', async () => {
  const { store, parts, stop } = setUp();

  store.dispatch(itemAdded('milk-frother'));
  store.dispatch(itemAdded('milk-frother'));
  store.dispatch(itemAdded('thermo-mug'));
  expect(selectCartCount(store.getState())).toBe(3);

  const products = await store.dispatch(hostApi.endpoints.getProducts.initiate('TR'));
  expect(products.data?.length).toBeGreaterThan(0);

  store.dispatch(configSlice.actions.configured({ ...parts.settings, previewRoute: '/' }));
  expect(store.getState().shopPartsConfig?.previewRoute).toBe('/');

  const promotion = await store.dispatch(shopPartsApi.endpoints.getFooterPromotion.initiate());
  expect(promotion.isSuccess).toBe(true);
  const abTests = await store.dispatch(shopPartsApi.endpoints.getAbTestsAt.initiate('2099-01-01T00:00:00Z'));
  expect(abTests.data?.map((test) => test.name)).toEqual(['footer-teaser-order', 'newsletter-banner']);

  store.dispatch(shopPartsEjected());
  store.dispatch(shopPartsApi.util.resetApiState());
  store.dispatch(cartCleared());
  expect(selectCartCount(store.getState())).toBe(0);

  expect(consoleError).not.toHaveBeenCalled();
  expect(consoleWarn).not.toHaveBeenCalled();
  stop();
});
