import type { Store } from '@reduxjs/toolkit';
import type { ShopPartsDispatch, ShopPartsState } from '../../store';

/**
 * A test shop's store, whichever way the parts were added: the parts' state, and a dispatch that
 * also takes thunks (the api's `initiate`). Stated rather than inferred from configureStore, whose
 * type names redux and redux-thunk, packages a host does not depend on itself.
 */
export type TestShopStore = Store<ShopPartsState> & { dispatch: ShopPartsDispatch };
