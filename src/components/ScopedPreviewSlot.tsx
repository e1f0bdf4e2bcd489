import { PreviewSlot as Slot } from '../../features/preview';
import { PartsScope } from '../../store';

/**
 * The staff preview panel, wherever the host places it inside ShopPartsProvider, in any of its
 * React roots on the store. ShopFooter holds a slot already: with this one on the page too, the
 * panel shows here and the footer's stays empty; the page never shows two panels
 * (docs/guides/islands.md).
 */
export function PreviewSlot() {
  return (
    <PartsScope>
      <Slot placedByHost />
    </PartsScope>
  );
}
