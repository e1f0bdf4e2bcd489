import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PreviewSlot, ShopFooter, ShopPartsProvider } from '../../../src/index';
import { createTestShop, type TestShop } from '../../../src/testing';
import { setCookie } from '../../support/cookies';
import { deFooterContent as deContent } from '../../support/deFooterContent';
import { useFakeServices } from '../../support/fakeServices';
import { setWindowWidth } from '../../support/windowWidth';
import { settled } from './renderPreview';
import { wholeCatalogue } from '../../support/catalogues';

const deMessages = wholeCatalogue('de-DE');

// ShopFooter holds a preview slot; a host may place PreviewSlot instead, in the same React root or
// in another root on the same store (an islands page's toolbar), and gives ShopFooter
// previewSlot={false}. The page shows exactly one panel.

useFakeServices();

beforeEach(() => {
  setWindowWidth(1400);
  setCookie('StaffAuthToken', 'staff');
});

/** One React root of the host's page on the shared store, as an islands host writes each root. */
function root(shop: TestShop, children: ReactNode) {
  return (
    <StrictMode>
      <Provider store={shop.store}>
        <ShopPartsProvider parts={shop.parts} messages={deMessages}>
          {children}
        </ShopPartsProvider>
      </Provider>
    </StrictMode>
  );
}

function toolbar(shop: TestShop) {
  return root(
    shop,
    <nav aria-label="Toolbar">
      <PreviewSlot />
    </nav>,
  );
}

function footer(shop: TestShop, previewSlot?: boolean) {
  return root(shop, <ShopFooter content={deContent} previewSlot={previewSlot} />);
}

/** The panels on the page once the panel showed and nothing is in flight. */
async function panels(shop: TestShop): Promise<HTMLElement[]> {
  // Generous: the panel's lazy chunk is slow to load the first time while other suites run.
  await screen.findAllByRole('region', { name: 'Staff preview' }, { timeout: 10000 });
  await settled(shop.store);
  // Every root has rendered what it will once the panel's lazy module is in and React has retried.
  await act(async () => {
    await import('../../../features/preview/components/PreviewPanel');
  });
  return screen.getAllByRole('region', { name: 'Staff preview' });
}

const inToolbar = () => within(screen.getByRole('navigation', { name: 'Toolbar' })).queryByRole('region', { name: 'Staff preview' });
const inFooter = () => within(screen.getByRole('contentinfo')).queryByRole('region', { name: 'Staff preview' });

it('ShopFooter alone shows one panel, in the footer', async () => {
  const shop = createTestShop({ previewRoute: '/' });
  render(footer(shop));
  expect(await panels(shop)).toHaveLength(1);
  expect(inFooter()).toBeInTheDocument();
});

it('PreviewSlot alone shows one panel', async () => {
  const shop = createTestShop({ previewRoute: '/' });
  render(toolbar(shop));
  expect(await panels(shop)).toHaveLength(1);
  expect(inToolbar()).toBeInTheDocument();
});

it('PreviewSlot and ShopFooter with previewSlot={false} in one root show one panel, in the slot the host placed', async () => {
  const shop = createTestShop({ previewRoute: '/' });
  render(
    root(
      shop,
      <>
        <nav aria-label="Toolbar">
          <PreviewSlot />
        </nav>
        <ShopFooter content={deContent} previewSlot={false} />
      </>,
    ),
  );
  expect(await panels(shop)).toHaveLength(1);
  expect(inToolbar()).toBeInTheDocument();
  expect(inFooter()).toBeNull();
});

it('in separate roots on the same store: one panel, in the toolbar, and it works: its settings dialog opens', async () => {
  const shop = createTestShop({ previewRoute: '/' });
  render(footer(shop, false));
  render(toolbar(shop));
  const user = userEvent.setup();
  const shown = await panels(shop);
  expect(shown).toHaveLength(1);
  expect(inToolbar()).toBeInTheDocument();
  const [panel] = shown;
  if (!panel) throw new Error('no panel');
  await user.click(within(panel).getByRole('button', { name: 'Settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Preview settings' });
  await within(dialog).findByText('Active tests found.');
  expect(screen.getAllByRole('dialog', { name: 'Preview settings' })).toHaveLength(1);
  await settled(shop.store);
});

it('two stores, each with its own footer: each shows its own panel', async () => {
  const first = createTestShop({ previewRoute: '/' });
  const second = createTestShop({ previewRoute: '/' });
  render(footer(first));
  render(footer(second));
  await waitFor(() => expect(screen.getAllByRole('region', { name: 'Staff preview' })).toHaveLength(2));
  await settled(first.store);
  await settled(second.store);
});
