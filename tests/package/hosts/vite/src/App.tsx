import type { ReactNode } from 'react';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { selectLoginRenewal, ShopPartsProvider, useShopPartsSelector, type Messages } from '@shop/shop-parts';
import { counterSlice, type HostStore } from './store';

function Counter() {
  const value = useSelector((state: { counter: { value: number } }) => state.counter.value);
  const dispatch = useDispatch();
  return (
    <button type="button" onClick={() => dispatch(counterSlice.actions.incremented())}>
      Clicked {value} times
    </button>
  );
}

/** The host reads the parts' state with the package's selector: proof the sagas run. */
function RenewalStatus() {
  const renewal = useShopPartsSelector(selectLoginRenewal);
  return <p data-testid="renewal-status">{renewal.status}</p>;
}

/** The host's page; `footer` is the parts' footer as the host mounts it (with the page, or on demand). */
export function App({ host, messages, footer }: { host: HostStore; messages: Messages; footer: ReactNode }) {
  return (
    <Provider store={host.store}>
      <ShopPartsProvider parts={host.parts} messages={messages}>
        <main style={{ minHeight: '150vh' }}>
          <h1>Host shop</h1>
          <Counter />
          <RenewalStatus />
        </main>
        {footer}
      </ShopPartsProvider>
    </Provider>
  );
}
