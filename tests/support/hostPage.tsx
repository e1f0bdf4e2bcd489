import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { cartSlice, hostApi } from '../../examples/hostApp';
import { deFooterContent as deContent } from './deFooterContent';
import { ShopFooter } from '../../src/components/ShopFooter';
import type { TestShop, TestShopOptions } from '../../src/testKit/testShop';
import { ShopPartsProvider } from '../../store';
import { wholeCatalogue } from './catalogues';

const deMessages = wholeCatalogue('de-DE');

/** The README's host (examples/hostApp.ts): its cart slice and RTK Query api, in a test shop beside the parts. */
export const HOST_APP = { slices: [cartSlice, hostApi], middleware: [hostApi.middleware] } satisfies Pick<TestShopOptions, 'slices' | 'middleware'>;

/**
 * The host's page: its own header and main content, the parts (the German footer by default) inside
 * ShopPartsProvider in the main content, so a part that fails leaves the header standing.
 */
export function renderHostPage(shop: TestShop, children: ReactNode = <ShopFooter content={deContent} />) {
  return render(
    <Provider store={shop.store}>
      <header>Host header</header>
      <main>
        <ShopPartsProvider parts={shop.parts} messages={deMessages}>
          {children}
        </ShopPartsProvider>
      </main>
    </Provider>,
  );
}
