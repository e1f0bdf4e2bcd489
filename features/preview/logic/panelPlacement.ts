/**
 * Where the staff preview panel shows when a page has more than one preview slot: ShopFooter holds
 * one, and a host may place `PreviewSlot` elsewhere too, in the same React root or in another root
 * on the same store (an islands page). Every mounted slot registers here under its store; the one
 * that ranks highest (the host's own slot before the footer's), the earliest among equals, shows
 * the panel, and when it unmounts the next one takes over. Kept outside the store: which component
 * is mounted where is React's business, not state a DevTools jump should replay, and a slot that
 * mounts dispatches nothing (docs/behaviour.md, "Preview").
 */

/** The footer's built-in slot gives way to a slot the host placed itself. */
export type SlotRank = 'footer' | 'host';

const RANK_ORDER: Record<SlotRank, number> = { footer: 0, host: 1 };

interface Slot {
  rank: SlotRank;
}

interface StoreSlots {
  slots: Slot[];
  listeners: Set<() => void>;
}

/** Per store; a store that is gone takes its entry with it. */
const slotsByStore = new WeakMap<object, StoreSlots>();

function slotsOf(store: object): StoreSlots {
  let entry = slotsByStore.get(store);
  if (!entry) {
    entry = { slots: [], listeners: new Set() };
    slotsByStore.set(store, entry);
  }
  return entry;
}

/** A new slot token; register it while the slot is mounted. */
export function createSlot(rank: SlotRank): Slot {
  return { rank };
}

/** Adds a mounted slot; the returned function removes it. Listeners of the store hear both. */
export function registerSlot(store: object, slot: Slot): () => void {
  const entry = slotsOf(store);
  entry.slots = [...entry.slots, slot];
  for (const listener of entry.listeners) listener();
  return () => {
    entry.slots = entry.slots.filter((other) => other !== slot);
    for (const listener of entry.listeners) listener();
  };
}

export function subscribeToSlots(store: object, listener: () => void): () => void {
  const { listeners } = slotsOf(store);
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The slot that shows the panel: the highest rank, the earliest registered among equals. */
export function panelSlot(store: object): Slot | undefined {
  let chosen: Slot | undefined;
  for (const slot of slotsOf(store).slots) if (!chosen || RANK_ORDER[slot.rank] > RANK_ORDER[chosen.rank]) chosen = slot;
  return chosen;
}
