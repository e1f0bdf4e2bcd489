export { createShopParts, type ShopParts, type InjectOptions, type InjectedShopParts, type InjectableRootReducer } from './createShopParts';
export { createReducerManager, type ReducerManager } from './reducerManager';
export { shopPartsEjected } from './lifecycle';
export { ShopPartsProvider } from './ShopPartsProvider';
export { useShopPartsSelector, useShopPartsDispatch, selectShopPartsSettings, type ShopPartsState, type ShopPartsDispatch } from './hooks';
