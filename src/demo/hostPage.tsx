import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import type { DemoPage } from './demoPage';
import { DemoShop } from './DemoShop';

/** The host's own root: header, control bar, products and status, on the host's store. */
export function hostPageElement(page: DemoPage) {
  return (
    <StrictMode>
      <Provider store={page.store} serverState={page.serverState}>
        <DemoShop params={page.params} login={page.login} pageUrl={page.pageUrl} />
      </Provider>
    </StrictMode>
  );
}
