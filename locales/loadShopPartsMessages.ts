import { resolveConfig, type ShopPartsConfig } from '../config/hostConfig';
import type { UiLocale } from '../config/sites';
import { loadMessages, type Messages } from './loadMessages';

/** What `createShopParts` returns carries both; a server has only the configuration. */
export interface ResolvedMessageSource {
  settings: { locale: UiLocale };
  services: { messages: Record<string, string> };
}
export type MessageSource = ResolvedMessageSource | Pick<ShopPartsConfig, 'site' | 'locale' | 'messages'>;

/**
 * The catalogue of the configured UI language with the host's overrides; load it before the first
 * render. Takes the parts (in the browser) or the same configuration object (on a server, where
 * no store exists yet), so both sides load the same messages and hydration matches.
 */
export function loadShopPartsMessages(source: MessageSource): Promise<Messages> {
  const { settings, services } = 'settings' in source ? source : resolveConfig(source);
  return loadMessages(settings.locale, services.messages);
}
