import { StaffPanelSlot } from '../../features/preview';
import { PartsScope } from '../../store';

/**
 * The staff preview panel, wherever the host places it inside ShopPartsProvider, in any of its
 * React roots on the store. ShopFooter holds a slot already: a page that places this one gives
 * ShopFooter `previewSlot={false}`, so it shows one panel (docs/guides/islands.md).
 */
export function PreviewSlot() {
  return (
    <PartsScope>
      <StaffPanelSlot />
    </PartsScope>
  );
}
