import type { ReactNode } from 'react';
import { ServicesContext } from '../config';
import { ShopPartsIntlProvider, type Messages } from '../locales';
import type { ShopParts } from './createShopParts';

/**
 * Wraps the parts' components: the host's functions and the UI language. Goes inside the host's
 * own react-redux `<Provider>`; the parts use the host's store.
 */
export function ShopPartsProvider(props: { parts: ShopParts; messages: Messages; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={props.parts.services}>
      <ShopPartsIntlProvider locale={props.parts.settings.locale} messages={props.messages}>
        {props.children}
      </ShopPartsIntlProvider>
    </ServicesContext.Provider>
  );
}
