import type { ReactNode } from 'react';
import { Provider, useDispatch, useSelector } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { ShopFooter, ShopPartsProvider, type FooterContent, type Messages } from '@shop/shop-parts';
import { cartSlice } from './hostApp';
import { parts } from './store';

/** The host's own persisted state: the cart. */
function Cart() {
  const items = useSelector((state: { cart: { items: number } }) => state.cart.items);
  const dispatch = useDispatch();
  return (
    <p>
      <span data-testid="cart">{items}</span> items{' '}
      <button type="button" onClick={() => dispatch(cartSlice.actions.itemAdded())}>
        Add to cart
      </button>
    </p>
  );
}

function Page({ messages, content }: { messages: Messages; content: FooterContent }) {
  return (
    <ShopPartsProvider parts={parts} messages={messages}>
      <main style={{ minHeight: '150vh' }}>
        <h1>Host shop</h1>
        <Cart />
      </main>
      <ShopFooter content={content} />
    </ShopPartsProvider>
  );
}

export function App({ store, persistor, messages, content }: { store: Store; persistor: Persistor | null; messages: Messages; content: FooterContent }): ReactNode {
  return (
    <Provider store={store}>
      {persistor ? (
        <PersistGate loading={null} persistor={persistor}>
          <Page messages={messages} content={content} />
        </PersistGate>
      ) : (
        <Page messages={messages} content={content} />
      )}
    </Provider>
  );
}
