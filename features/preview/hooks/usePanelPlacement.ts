import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import { createSlot, panelSlot, registerSlot, subscribeToSlots, type SlotRank } from '../logic/panelPlacement';

/**
 * Whether this slot is the one that shows the panel (features/preview/logic/panelPlacement.ts).
 * The slots are counted per store by its `dispatch`: the parts read the store through a view
 * object of their own per ShopPartsProvider (store/partsStateView.ts), whose `dispatch` is the
 * host store's own, so two roots on one store count as one page. On the server and while
 * hydrating no slot shows it (the server snapshot, and registration happens in an effect).
 */
export function usePanelPlacement(rank: SlotRank): boolean {
  const key = useStore().dispatch;
  const [slot] = useState(() => createSlot(rank));
  useEffect(() => registerSlot(key, slot), [key, slot]);
  const subscribe = useCallback((listener: () => void) => subscribeToSlots(key, listener), [key]);
  return useSyncExternalStore(
    subscribe,
    () => panelSlot(key) === slot,
    () => false,
  );
}
