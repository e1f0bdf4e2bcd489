import { createContext } from 'react';
import type { ShopPartsServices, UiLocale } from '../config';
import type { Messages } from '../locales';

/**
 * What ShopPartsProvider hands to the parts below it (store/PartsScope.tsx); none of it reaches the
 * host's own components. A module of its own: the provider sits in a host's main chunk, the scope
 * (react-intl and all) comes with the parts.
 */
export interface PartsSetup {
  services: ShopPartsServices;
  locale: UiLocale;
  messages: Messages;
}

export const PartsSetupContext = createContext<PartsSetup | null>(null);
