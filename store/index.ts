export {
  createShopParts,
  type ShopParts,
  type InjectOptions,
  type InjectedShopParts,
} from './createShopParts';
export type { ShopPartsReducers } from './partSlices';
export { ShopPartsProvider } from './ShopPartsProvider';
export { useShopPartsSelector, type ShopPartsState, type ShopPartsDispatch } from './hooks';
export { selectShopPartsSettings } from '../config';
// The parts' own context around each public part (src/components); not part of the public entry.
export { PartsScope } from './PartsScope';
