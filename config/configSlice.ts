import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_SETTINGS, type ShopPartsSettings } from './hostConfig';

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

/** Reads the settings from a store that may not have the slice yet (the api runs before injection settles). */
export function settingsFromState(state: unknown): ShopPartsSettings {
  const slice = (state as Partial<ConfigRootState> | undefined)?.[configSlice.reducerPath];
  return slice ?? DEFAULT_SETTINGS;
}
