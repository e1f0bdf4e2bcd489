import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import type { ShopPartsReducers } from './partSlices';

/** The part of a host's state that belongs to the parts. A host's own state type extends it. */
export type ShopPartsState = { [Path in keyof ShopPartsReducers]: ReturnType<ShopPartsReducers[Path]> };

/** The dispatch of a store holding the parts: plain actions and thunks (the api's `initiate`, `updateQueryData`). */
export type ShopPartsDispatch = ThunkDispatch<ShopPartsState, unknown, UnknownAction>;

export const useShopPartsSelector = useSelector.withTypes<ShopPartsState>();
