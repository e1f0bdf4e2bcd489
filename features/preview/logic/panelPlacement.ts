/**
 * Where the staff preview panel shows when a page has more than one preview slot: ShopFooter holds
 * one, and a host may place `PreviewSlot` elsewhere too, in the same React root or in another root
 * on the same store (an islands page). Every mounted slot registers here under its store; the
 * first slot the host placed shows the panel, else the footer's first, and when it unmounts the
 * next one takes over. Kept outside the store: which component is mounted where is React's
 * business, not state a DevTools jump should replay, and a slot that mounts dispatches nothing
 * (docs/behaviour.md, "Preview").
 */
export interface Slot {
  /** A slot the host placed (`PreviewSlot`), not the footer's own. */
  placedByHost: boolean;
}

/** Per store; a store that is gone takes its entry with it. */
const slotsByStore = new WeakMap<object, readonly Slot[]>();
const listeners = new Set<() => void>();

function update(store: object, change: (slots: readonly Slot[]) => readonly Slot[]): void {
  slotsByStore.set(store, change(slotsByStore.get(store) ?? []));
  for (const listener of listeners) listener();
}

/** Adds a mounted slot; the returned function removes it. */
export function registerSlot(store: object, slot: Slot): () => void {
  update(store, (slots) => [...slots, slot]);
  return () => update(store, (slots) => slots.filter((other) => other !== slot));
}

/** Hears every registration and removal, of any store (a slot compares its own answer). */
export function subscribeToSlots(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The slot that shows the panel. */
export function panelSlot(store: object): Slot | undefined {
  const slots = slotsByStore.get(store) ?? [];
  return slots.find((slot) => slot.placedByHost) ?? slots[0];
}
