import { configureStore } from '@reduxjs/toolkit';
import { createShopParts } from '../../store';
import type { ShopPartsConfig } from '../../config';

/** A store with only the parts in it, set up the way the README's first integration path does. */
export function createPartsStore(config: Partial<ShopPartsConfig> = {}) {
  const parts = createShopParts({ site: 'DE', ...config });
  const store = configureStore({
    reducer: parts.reducers,
    middleware: (getDefault) => getDefault().concat(parts.middleware),
  });
  return { parts, store };
}
