import { Provider, useDispatch, useSelector } from 'react-redux';
import { selectLoginRenewal, ShopFooter, ShopPartsProvider, useShopPartsSelector, type FooterContent, type Messages } from '@shop/shop-parts';
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

export function App({ host, messages, content }: { host: HostStore; messages: Messages; content: FooterContent }) {
  return (
    <Provider store={host.store}>
      <ShopPartsProvider parts={host.parts} messages={messages}>
        <main style={{ minHeight: '150vh' }}>
          <h1>Host shop</h1>
          <Counter />
          <RenewalStatus />
        </main>
        <ShopFooter content={content} />
      </ShopPartsProvider>
    </Provider>
  );
}
