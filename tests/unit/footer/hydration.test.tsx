import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { SITE_CODES } from '../../../config';
import { Footer, loadFooterContent } from '../../../features/footer';
import { loadShopPartsMessages } from '../../../locales';
import { ShopPartsProvider } from '../../../store';
import { useFakeServices } from '../../support/fakeServices';
import { setWindowWidth } from '../../support/renderWithParts';
import { createPartsStore } from '../../support/testStore';

useFakeServices();

// Hydrating the server HTML must not warn (setupUnit fails a test on any console error or warning).
describe.each(SITE_CODES)('hydrating the %s footer', (site) => {
  it.each([1400, 500])('hydrates without a mismatch at %i px', async (width) => {
    setWindowWidth(width);
    const { parts, store } = createPartsStore({ site });
    const [content, messages] = await Promise.all([loadFooterContent(site), loadShopPartsMessages(parts)]);
    const app = (
      <Provider store={store}>
        <ShopPartsProvider parts={parts} messages={messages}>
          <Footer content={content} />
        </ShopPartsProvider>
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.appendChild(container);
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError: (error) => recoverable.push(error) }));
    expect(recoverable).toEqual([]);
    expect(store.getState().shopPartsFooter.platform).toBe(width >= 1280 ? 'CLASSIC' : 'MATCH');
    act(() => root.unmount());
    container.remove();
  });
});
