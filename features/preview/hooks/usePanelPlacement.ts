import { useEffect, useState, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import { panelSlot, registerSlot, subscribeToSlots, type Slot } from '../logic/panelPlacement';

/**
 * Whether this slot is the one that shows the panel (features/preview/logic/panelPlacement.ts).
 * The slots are counted per store by its `dispatch`: the parts read the store through a view
 * object of their own per ShopPartsProvider (store/partsStateView.ts), whose `dispatch` is the
 * host store's own, so two roots on one store count as one page. On the server and while
 * hydrating no slot shows it (the server snapshot, and registration happens in an effect).
 */
export function usePanelPlacement(placedByHost: boolean): boolean {
  const key = useStore().dispatch;
  const [slot] = useState<Slot>(() => ({ placedByHost }));
  useEffect(() => registerSlot(key, slot), [key, slot]);
  return useSyncExternalStore(
    subscribeToSlots,
    () => panelSlot(key) === slot,
    () => false,
  );
}
