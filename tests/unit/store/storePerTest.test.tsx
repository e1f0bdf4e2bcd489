import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { act, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import { deFooterContent as deContent } from '../../support/deFooterContent';
import { selectConfirmedEmail } from '../../../features/newsletter';
import { cartSlice } from '../../../examples/hostApp';
import { ShopFooter } from '../../../src/components/ShopFooter';
import { createShopParts, ShopPartsProvider } from '../../../store';
import { useFakeServices } from '../../support/fakeServices';
import { App, makeStore, parts, renderWithProviders } from '../../support/kitchenSinkHost';
import { createMiddlewareCounter } from '../../support/countedMiddleware';
import { wholeCatalogue } from '../../support/catalogues';

const deMessages = wholeCatalogue('de-DE');

const fakes = useFakeServices();

const THANK_YOU = 'Vielen Dank für Ihre Newsletter-Anmeldung';
const TECHNICAL_ERROR = /Aus technischen Gründen ist die Newsletteranmeldung nicht möglich/;

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

/**
 * Signs up in the newsletter form inside `page` (one rendered app) and waits for the outcome: the
 * thank-you or the technical error bar. Fails naming the error bar if that is what came.
 */
async function signUp(page: HTMLElement, user: ReturnType<typeof userEvent.setup>, email: string) {
  const view = within(page);
  // Generous: the form's lazy chunk is slow to load while the whole suite runs.
  const field = await view.findByRole('textbox', { name: 'E-Mail-Adresse' }, { timeout: 10000 });
  await user.type(field, email);
  await user.click(view.getByRole('button', { name: /Jetzt anmelden/ }));
  await waitFor(() => expect(view.queryByText(THANK_YOU) ?? view.queryByText(TECHNICAL_ERROR)).not.toBeNull(), { timeout: 5000 });
  expect(view.queryByText(TECHNICAL_ERROR)).toBeNull();
  expect(view.getByText(THANK_YOU)).toBeInTheDocument();
}

const subscribed = () => [...fakes.db.subscribers.values()].map((subscriber) => subscriber.email);

describe('module-level rootReducer and dynamic middleware, a new store per test (RTK kitchen-sink shape)', () => {
  it('signs up in the first test', async () => {
    const { container, user, store } = renderWithProviders(<App />);
    await signUp(container, user, 'first@example.test');
    expect(subscribed()).toEqual(['first@example.test']);
    expect(selectConfirmedEmail(store.getState())).toBe('first@example.test');
  });

  it('signs up in the second test too, after the first test\'s store was ejected', async () => {
    const { container, user, store } = renderWithProviders(<App />);
    await signUp(container, user, 'second@example.test');
    expect(subscribed()).toEqual(['second@example.test']);
    expect(selectConfirmedEmail(store.getState())).toBe('second@example.test');
  });

  it('two stores side by side, each injected: after one is ejected the other still signs up', async () => {
    const left = renderWithProviders(<App />);
    const right = renderWithProviders(<App />);
    await within(left.container).findByRole('textbox', { name: 'E-Mail-Adresse' }, { timeout: 10000 });
    await within(right.container).findByRole('textbox', { name: 'E-Mail-Adresse' }, { timeout: 10000 });

    left.unmount(); // its footer ejects the parts from the left store
    await signUp(right.container, right.user, 'right@example.test');

    expect(subscribed()).toEqual(['right@example.test']);
    expect(selectConfirmedEmail(right.store.getState())).toBe('right@example.test');
    // The sign-up went through the right store only.
    expect(selectConfirmedEmail(left.store.getState())).toBeNull();
  });

  it('two stores side by side, both injected: each signs up in its own store', async () => {
    const left = renderWithProviders(<App />);
    const right = renderWithProviders(<App />);
    await signUp(left.container, left.user, 'left@example.test');
    await signUp(right.container, right.user, 'right@example.test');
    expect(subscribed().sort()).toEqual(['left@example.test', 'right@example.test']);
    expect(selectConfirmedEmail(left.store.getState())).toBe('left@example.test');
    expect(selectConfirmedEmail(right.store.getState())).toBe('right@example.test');
  });

  it('a store made before another store\'s parts were ejected signs up once its own footer injects them', async () => {
    const early = makeStore();
    const first = renderWithProviders(<App />);
    await within(first.container).findByRole('textbox', { name: 'E-Mail-Adresse' }, { timeout: 10000 });
    act(() => first.unmount());
    const second = renderWithProviders(<App />, { store: early });
    await signUp(second.container, second.user, 'early@example.test');
    expect(selectConfirmedEmail(early.getState())).toBe('early@example.test');
  });
});

describe('many stores on one dynamic middleware', () => {
  it('adds no middleware per store: each new store runs as many of the parts\' middleware per action as the first', () => {
    const root = combineSlices(cartSlice);
    const shared = createDynamicMiddleware();
    // Every middleware the parts add is wrapped once (the same function stays the same wrapper) and counted.
    const counter = createMiddlewareCounter();
    const countedMiddleware = counter.counted(shared);
    const perAction: number[] = [];
    const injections = Array.from({ length: 10 }, () => {
      const store = configureStore({ reducer: root, middleware: (getDefault) => getDefault().concat(shared.middleware) });
      const injected = parts.inject(store, { rootReducer: root, dynamicMiddleware: countedMiddleware });
      const start = counter.calls();
      store.dispatch({ type: 'host/probe' });
      perAction.push(counter.calls() - start);
      return injected;
    });
    expect(perAction[0]).toBeGreaterThan(0);
    expect(perAction).toEqual(perAction.map(() => perAction[0]));
    for (const injected of injections) injected.eject();
  });
});

/** The store-setup path on module-level parts: a new store (and saga middleware) per call. */
const setupParts = createShopParts({ site: 'DE' });

function renderSetupStore() {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { ...setupParts.reducers },
    middleware: (getDefault) => getDefault().concat(...setupParts.middleware, sagaMiddleware),
  });
  const task = sagaMiddleware.run(setupParts.rootSaga);
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <ShopPartsProvider parts={setupParts} messages={deMessages}>
        <ShopFooter content={deContent} />
      </ShopPartsProvider>
    </Provider>,
  );
  return { ...view, store, user, task };
}

describe('module-level parts at store setup, a new store per test', () => {
  afterEach(() => {
    // The host's sagas end with its store.
    for (const task of tasks.splice(0)) task.cancel();
  });
  const tasks: { cancel(): void }[] = [];

  it('signs up in the first store', async () => {
    const { container, user, store, task } = renderSetupStore();
    tasks.push(task);
    await signUp(container, user, 'first@example.test');
    expect(selectConfirmedEmail(store.getState())).toBe('first@example.test');
  });

  it('signs up in the next store', async () => {
    const { container, user, store, task } = renderSetupStore();
    tasks.push(task);
    await signUp(container, user, 'next@example.test');
    expect(selectConfirmedEmail(store.getState())).toBe('next@example.test');
  });

  it('two stores side by side each sign up in their own store', async () => {
    const left = renderSetupStore();
    const right = renderSetupStore();
    tasks.push(left.task, right.task);
    await signUp(left.container, left.user, 'left@example.test');
    await signUp(right.container, right.user, 'right@example.test');
    expect(selectConfirmedEmail(left.store.getState())).toBe('left@example.test');
    expect(selectConfirmedEmail(right.store.getState())).toBe('right@example.test');
  });
});
