import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_SETTINGS, type ShopPartsSettings } from './hostConfig';
import { sliceStateOrInitial } from './sliceState';

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

/**
 * Reads the settings from a store that may not have the slice (the api runs before injection
 * settles; a DevTools jump to a state from before the injection): then the defaults.
 */
export const settingsFromState: (state: unknown) => ShopPartsSettings = sliceStateOrInitial(configSlice);

/** The slice's selectors, reading the defaults where the store holds no settings (`configSlice.selectors` would throw). */
export const configSelectors = configSlice.getSelectors(settingsFromState);
