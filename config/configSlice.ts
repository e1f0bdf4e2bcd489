import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_SETTINGS, type ShopPartsSettings } from './hostConfig';
import { partsRoot, stateAt } from './partsRoot';

/** The host's settings in the store, so every layer (and Redux DevTools) reads the same values. */
export const configSlice = createSlice({
  name: 'shopParts/config',
  reducerPath: 'shopPartsConfig',
  initialState: DEFAULT_SETTINGS,
  reducers: {
    configured: (_state, action: PayloadAction<ShopPartsSettings>) => action.payload,
  },
  selectors: {
    selectSettings: (settings) => settings,
    selectSite: (settings) => settings.site,
    selectLocale: (settings) => settings.locale,
  },
});

export const { configured } = configSlice.actions;
export type ConfigRootState = { [configSlice.reducerPath]: ShopPartsSettings };

/** The slice's selectors, reading the defaults where the store holds no settings (config/partsRoot.ts). */
export const configSelectors = configSlice.injectInto(partsRoot).getSelectors(stateAt<ShopPartsSettings>(configSlice.reducerPath));
/** The settings; the defaults where the store holds none (not injected yet, or a DevTools jump to before the injection). */
export const selectShopPartsSettings: (state: unknown) => ShopPartsSettings = configSelectors.selectSettings;
