import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { Footer, footerActions } from '../../../features/footer';
import deContent from '../../../features/footer/content/de';
import { NewsletterForm, newsletterActions } from '../../../features/newsletter';
import deMessages from '../../../locales/catalogues/de-DE';
import { createShopParts, ShopPartsProvider } from '../../../store';
import { useFakeServices } from '../../support/fakeServices';
import { setWindowWidth } from '../../support/renderWithParts';

useFakeServices();

/** The store mirror actions this file is about (docs/behaviour.md, "DevTools"). */
const MIRROR_TYPES = new Set<string>([
  footerActions.platformChanged.type,
  footerActions.reducedModeChanged.type,
  footerActions.newsletterVisibilityChanged.type,
  newsletterActions.doiLinkInvalidReported.type,
]);

/** A store with the parts and a middleware that records the mirror actions dispatched into it. */
function recordingStore() {
  const parts = createShopParts({ site: 'DE' });
  const mirrored: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    if (MIRROR_TYPES.has((action as UnknownAction).type)) mirrored.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({ reducer: parts.reducers, middleware: (getDefault) => getDefault().concat(recorder, ...parts.middleware) });
  return { parts, store, mirrored };
}

function renderStrict(setup: ReturnType<typeof recordingStore>, ui: ReactElement) {
  return render(
    <StrictMode>
      <Provider store={setup.store}>
        <ShopPartsProvider parts={setup.parts} messages={deMessages}>
          {ui}
        </ShopPartsProvider>
      </Provider>
    </StrictMode>,
  );
}

beforeEach(() => setWindowWidth(1400));
afterEach(() => document.documentElement.removeAttribute('data-platform'));

describe('no action is dispatched when its value is already in the store (StrictMode)', () => {
  it('the footer mirrors platform, reduced mode and newsletter visibility only when they differ from the store', async () => {
    const setup = recordingStore();
    renderStrict(setup, <Footer content={deContent} newsletter={<p>NEWSLETTER</p>} />);
    await screen.findByText('NEWSLETTER');
    // CLASSIC, not reduced, newsletter visible: the store's initial values already.
    expect(setup.mirrored).toEqual([]);
  });

  it('a value that differs is dispatched once, though StrictMode runs the effects twice', async () => {
    document.documentElement.setAttribute('data-platform', 'SMARTPHONE');
    const setup = recordingStore();
    renderStrict(setup, <Footer content={deContent} reduced />);
    await act(async () => undefined);
    expect(setup.mirrored.map((action) => [action.type, action.payload])).toEqual([
      [footerActions.platformChanged.type, 'SMARTPHONE'],
      [footerActions.reducedModeChanged.type, true],
      [footerActions.newsletterVisibilityChanged.type, false],
    ]);
    expect(setup.store.getState().shopPartsFooter).toMatchObject({ platform: 'SMARTPHONE', reduced: true, newsletterVisible: false });
  });

  it('the newsletter form reports an unchanged invalid-link flag not at all, a changed one once', async () => {
    const quiet = recordingStore();
    renderStrict(quiet, <NewsletterForm />);
    await screen.findByTestId('newsletter-form');
    expect(quiet.mirrored).toEqual([]);

    const invalid = recordingStore();
    renderStrict(invalid, <NewsletterForm doiLinkInvalid />);
    await act(async () => undefined);
    expect(invalid.mirrored.map((action) => [action.type, action.payload])).toEqual([[newsletterActions.doiLinkInvalidReported.type, true]]);
  });
});
