// A host page that shows the dial-code select (docs/guides/widgets.md): loadMessages gives every
// widget's texts but the select's; its label and country names are a catalogue of their own.
import { loadDialCodeSelectMessages, loadMessages, type Messages, type UiLocale } from '@shop/shop-parts/widgets';

export async function loadWidgetMessages(locale: UiLocale, overrides?: Messages): Promise<Messages> {
  const [widgets, dialCodeSelect] = await Promise.all([loadMessages(locale), loadDialCodeSelectMessages(locale)]);
  // Your overrides last, so they win over both catalogues.
  return { ...widgets, ...dialCodeSelect, ...overrides };
}
