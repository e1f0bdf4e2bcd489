import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { act, render, screen, within } from '@testing-library/react';
import { Component, useState, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { Provider, useSelector, useStore } from 'react-redux';
import { cartSlice, hostApi } from '../../../examples/hostApp';
import type { FooterContent } from '../../../features/footer';
import { ShopFooter } from '../../../src/components/ShopFooter';
import { createShopParts, ShopPartsProvider, type ShopParts } from '../../../store';
import { deFooterContent as deContent } from '../../support/deFooterContent';
import { useFakeServices } from '../../support/fakeServices';
import { setWindowWidth } from '../../support/windowWidth';
import { wholeCatalogue } from '../../support/catalogues';

const deMessages = wholeCatalogue('de-DE');

// Inside ShopPartsProvider the host's own components see the host's react-intl, store and error
// handling, exactly as outside it; the parts bring theirs to their own subtree only.

useFakeServices();

beforeEach(() => setWindowWidth(1400));

/** A host shop's own strings and store, as a host writes them (examples/hostApp.ts, RTK's lazy-loading shape). */
const hostMessages = { 'host.title': 'Willkommen bei Bean & Home', 'host.cart': 'Warenkorb: {items} Artikel' };
/** The host's store with the parts at setup: a part renders once its store holds the parts. */
function makeHostStore(parts: ShopParts) {
  const dynamicMiddleware = createDynamicMiddleware();
  return configureStore({
    reducer: combineSlices(cartSlice, hostApi, parts.reducers),
    middleware: (getDefault) => getDefault().concat(hostApi.middleware, ...parts.middleware, dynamicMiddleware.middleware),
  });
}

function HostHeader() {
  const intl = useIntl();
  return (
    <header aria-label={intl.formatMessage({ id: 'host.title' })}>
      <h1>
        <FormattedMessage id="host.title" />
      </h1>
    </header>
  );
}

/** Every console.error and console.warn of the test, as text. */
function recordConsole(): string[] {
  const lines: string[] = [];
  const record = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  jest.spyOn(console, 'error').mockImplementation(record);
  jest.spyOn(console, 'warn').mockImplementation(record);
  return lines;
}

describe("the host's react-intl", () => {
  it('a host component inside ShopPartsProvider renders the host IntlProvider\'s strings around it; the parts beside it render theirs', () => {
    const lines = recordConsole();
    const parts = createShopParts({ site: 'DE' });
    const store = makeHostStore(parts);
    // The README's Next.js and React Router layouts: the host's providers, then ShopPartsProvider around the page.
    render(
      <Provider store={store}>
        <IntlProvider locale="de-DE" messages={hostMessages}>
          <ShopPartsProvider parts={parts} messages={deMessages}>
            <HostHeader />
            <ShopFooter content={deContent} />
          </ShopPartsProvider>
        </IntlProvider>
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Willkommen bei Bean & Home');
    expect(screen.getByRole('banner', { name: 'Willkommen bei Bean & Home' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Rechtliche Hinweise' })).toBeInTheDocument();
    expect(lines.filter((line) => line.includes('MISSING_TRANSLATION'))).toEqual([]);
    expect(lines).toEqual([]);
  });

  it("a host IntlProvider inside ShopPartsProvider, around the host's header and the parts: each renders its own strings", () => {
    const lines = recordConsole();
    const parts = createShopParts({ site: 'DE' });
    const store = makeHostStore(parts);
    render(
      <Provider store={store}>
        <ShopPartsProvider parts={parts} messages={deMessages}>
          <IntlProvider locale="de-DE" messages={hostMessages}>
            <HostHeader />
            <ShopFooter content={deContent} />
          </IntlProvider>
        </ShopPartsProvider>
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Willkommen bei Bean & Home');
    expect(screen.getByRole('navigation', { name: 'Rechtliche Hinweise' })).toBeInTheDocument();
    expect(lines.filter((line) => line.includes('MISSING_TRANSLATION'))).toEqual([]);
    expect(lines).toEqual([]);
  });
});

describe("the host's react-redux store", () => {
  it("useStore and useSelector inside ShopPartsProvider see the host's store and state object themselves, a nested host Provider its own", () => {
    const parts = createShopParts({ site: 'DE' });
    const store = makeHostStore(parts);
    const other = makeHostStore(parts);
    const stateKeys = (state: object) => Object.keys(state).sort().join();
    function HostCart() {
      const seen = useStore();
      const keys = useSelector(stateKeys);
      return (
        <dl aria-label="host cart">
          <dt>store</dt>
          <dd>{seen === store ? 'the host store' : 'another'}</dd>
          <dt>state</dt>
          <dd>{seen.getState() === store.getState() ? 'the host state' : 'another'}</dd>
          <dt>keys</dt>
          <dd>{keys}</dd>
        </dl>
      );
    }
    function HostWidget() {
      const seen = useStore();
      const keys = useSelector(stateKeys);
      return (
        <dl aria-label="host widget">
          <dt>store</dt>
          <dd>{seen === other ? 'the other store' : 'another'}</dd>
          <dt>keys</dt>
          <dd>{keys}</dd>
        </dl>
      );
    }
    render(
      <Provider store={store}>
        <ShopPartsProvider parts={parts} messages={deMessages}>
          <HostCart />
          <ShopFooter content={deContent} />
          <Provider store={other}>
            <HostWidget />
          </Provider>
        </ShopPartsProvider>
      </Provider>,
    );
    const values = (label: string) => within(screen.getByLabelText(label)).getAllByRole('definition').map((item) => item.textContent);
    const keys = ['api', 'cart', ...Object.keys(parts.reducers)].sort().join();
    expect(values('host cart')).toEqual(['the host store', 'the host state', keys]);
    expect(values('host widget')).toEqual(['the other store', keys]);
    // The parts beside them render from the same store.
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

/** A host's own error boundary, as hosts write one (React's documented class). */
class HostErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // A host would report it to its error tracking here.
  }

  override render(): ReactNode {
    return this.state.failed ? <p>Host error page</p> : this.props.children;
  }
}

const hostFailure = new Error('the host cart broke');

function HostCartThatBreaks() {
  const [broken, setBroken] = useState(false);
  if (broken) throw hostFailure;
  return (
    <button type="button" onClick={() => setBroken(true)}>
      break the cart
    </button>
  );
}

/** The console.error calls that are ours: `[shop-parts]` first. */
function ourReports(spy: jest.SpyInstance<void, unknown[]>): unknown[][] {
  return spy.mock.calls.filter((args) => typeof args[0] === 'string' && args[0].startsWith('[shop-parts]'));
}

describe('errors', () => {
  it("an error thrown by the host's own component inside ShopPartsProvider reaches the host's own error boundary", () => {
    // React reports a caught error too (the host's root decides how: onCaughtError).
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const parts = createShopParts({ site: 'DE' });
    const store = makeHostStore(parts);
    render(
      <Provider store={store}>
        <HostErrorBoundary>
          <ShopPartsProvider parts={parts} messages={deMessages}>
            <HostCartThatBreaks />
            <ShopFooter content={deContent} />
          </ShopPartsProvider>
        </HostErrorBoundary>
      </Provider>,
    );
    act(() => screen.getByRole('button', { name: 'break the cart' }).click());
    expect(screen.getByText('Host error page')).toBeInTheDocument();
    expect(ourReports(consoleError)).toEqual([]);
  });

  it("the parts' own boundary still contains a part's failure: logged once with [shop-parts], the host's page stays", () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const parts = createShopParts({ site: 'DE' });
    const store = makeHostStore(parts);
    // Content that is not a site's footer content: the footer throws while rendering.
    const broken = { ...deContent, teaser: undefined } as unknown as FooterContent;
    render(
      <Provider store={store}>
        <HostErrorBoundary>
          <ShopPartsProvider parts={parts} messages={deMessages}>
            <HostCartThatBreaks />
            <ShopFooter content={broken} />
          </ShopPartsProvider>
        </HostErrorBoundary>
      </Provider>,
    );
    expect(screen.getByRole('button', { name: 'break the cart' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByText('Host error page')).not.toBeInTheDocument();
    const reports = ourReports(consoleError);
    expect(reports).toHaveLength(1);
    expect(reports[0]?.[0]).toBe('[shop-parts] a part failed and is not shown:');
    expect(reports[0]?.[1]).toBeInstanceOf(TypeError);
  });
});
