import { resolveConfig, type Messages, type ShopPartsConfig, type ShopPartsServices, type ShopPartsSettings } from '../config/hostConfig';
import { loadMessages } from './loadMessages';

/** The parts (what `createShopParts` returns carries both halves), or, on a server, the configuration. */
export type MessageSource = { settings: Pick<ShopPartsSettings, 'locale'>; services: Pick<ShopPartsServices, 'messages'> } | Pick<ShopPartsConfig, 'site' | 'locale' | 'messages'>;

/**
 * The catalogue of the configured UI language with the host's overrides; load it before the first
 * render. Takes the parts (in the browser) or the same configuration object (on a server, where
 * no store exists yet), so both sides load the same messages and hydration matches.
 */
export function loadShopPartsMessages(source: MessageSource): Promise<Messages> {
  const { settings, services } = 'settings' in source ? source : resolveConfig(source);
  return loadMessages(settings.locale, services.messages);
}
