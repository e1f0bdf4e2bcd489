import { useDispatch, useSelector } from 'react-redux';
import type { shopPartsApi } from '../api';
import type { ShopPartsSettings } from '../config';
import type { SessionState } from '../features/session';

/** The part of a host's state that belongs to the parts. A host's own state type extends it. */
export interface ShopPartsState {
  shopPartsConfig: ShopPartsSettings;
  shopPartsApi: ReturnType<typeof shopPartsApi.reducer>;
  shopPartsSession: SessionState;
}

export const useShopPartsSelector = useSelector.withTypes<ShopPartsState>();
export const useShopPartsDispatch = useDispatch;

export const selectShopPartsSettings = (state: ShopPartsState) => state.shopPartsConfig;
