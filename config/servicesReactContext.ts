import { createContext, useContext } from 'react';
import { assignLocation, pushToDataLayer, type ShopPartsServices } from './hostConfig';

/** The host's functions (analytics, navigation, message overrides) for components. */
export const ServicesContext = createContext<ShopPartsServices>({
  analytics: pushToDataLayer,
  navigate: assignLocation,
  messages: {},
});

export function useShopPartsServices(): ShopPartsServices {
  return useContext(ServicesContext);
}
