import type { MessageFormatElement } from 'react-intl';
import { isSiteCode, isUiLocale, localeForSite, type SiteCode, type UiLocale } from './sites';

/**
 * Message id → ICU message: a string, or the message precompiled into its syntax tree (`formatjs
 * compile --ast`). The package's built catalogues ship precompiled (scripts/buildPackage.ts); a
 * host's overrides may be either, and must be precompiled where react-intl's parser is left out.
 */
export type Messages = Record<string, string | MessageFormatElement[]>;

/** An analytics event as the spec defines it (section 7, "Analytics"). */
export interface AnalyticsEvent {
  event: string;
  subject: string;
  origin: string;
  type: string;
}

/** Where CSRF protection reads its token and which header carries it. */
export interface CsrfSettings {
  cookieName: string;
  headerName: string;
}

/**
 * Everything a host tells the parts, in one object. Only `site` is required.
 * Serializable settings go into the Redux store (`shopPartsConfig`); functions stay outside it.
 */
export interface ShopPartsConfig {
  /** The country site, e.g. 'DE' or 'CH_FR'. */
  site: SiteCode;
  /** UI language; defaults to the site's locale (docs/behaviour.md, "Sites and languages"). */
  locale?: UiLocale;
  /** Message overrides merged over the package's catalogue for `locale`: strings or precompiled messages. */
  messages?: Messages;
  /** Prefix for every service path, e.g. 'https://www.example.com'. Default: same origin. */
  apiBaseUrl?: string;
  /** The shop is a single-page app: the newsletter service is called on its `private` path. */
  spa?: boolean;
  /** The path on which the staff preview panel is mounted. */
  previewRoute?: string;
  /**
   * The page runs inside the smartphone or tablet app: login-token renewal is left to the app.
   * Default: follow `<html data-platform>` (SMARTPHONE or TABLET mean the app); true or false overrides it.
   */
  appPlatform?: boolean;
  /** CSRF cookie and header names. */
  csrf?: Partial<CsrfSettings>;
  /** Receives analytics events. Default: push onto `window.dataLayer`. */
  analytics?: (event: AnalyticsEvent) => void;
  /** Goes to another page. Default: `window.location.assign`. */
  navigate?: (url: string) => void;
}

/** The serializable part of the configuration, kept in the store. */
export interface ShopPartsSettings {
  site: SiteCode;
  locale: UiLocale;
  apiBaseUrl: string;
  spa: boolean;
  previewRoute: string;
  /** null: decided from `<html data-platform>` when the renewal starts. */
  appPlatform: boolean | null;
  csrf: CsrfSettings;
}

/** The host functions, kept out of the store so state stays serializable. */
export interface ShopPartsServices {
  analytics: (event: AnalyticsEvent) => void;
  navigate: (url: string) => void;
  messages: Messages;
}

export const DEFAULT_PREVIEW_ROUTE = '/preview';
export const DEFAULT_CSRF: CsrfSettings = { cookieName: 'XSRF-TOKEN', headerName: 'X-XSRF-TOKEN' };

export const DEFAULT_SETTINGS: ShopPartsSettings = {
  site: 'DE',
  locale: 'de-DE',
  apiBaseUrl: '',
  spa: false,
  previewRoute: DEFAULT_PREVIEW_ROUTE,
  appPlatform: null,
  csrf: DEFAULT_CSRF,
};

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function pushToDataLayer(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  const target = window as DataLayerWindow;
  target.dataLayer = Array.isArray(target.dataLayer) ? target.dataLayer : [];
  target.dataLayer.push(event);
}

export function assignLocation(url: string): void {
  if (typeof window !== 'undefined') window.location.assign(url);
}

/**
 * Checks and completes a host configuration. A wrong value is not fatal: it is replaced by the
 * default and reported once in the console, so a typo never takes the footer down.
 */
export function resolveConfig(config: ShopPartsConfig): { settings: ShopPartsSettings; services: ShopPartsServices } {
  const site = isSiteCode(config.site) ? config.site : reportInvalid('site', config.site, DEFAULT_SETTINGS.site);
  const locale =
    config.locale === undefined
      ? localeForSite(site)
      : isUiLocale(config.locale)
        ? config.locale
        : reportInvalid('locale', config.locale, localeForSite(site));
  const settings: ShopPartsSettings = {
    site,
    locale,
    apiBaseUrl: (config.apiBaseUrl ?? '').replace(/\/+$/, ''),
    spa: config.spa ?? false,
    previewRoute: config.previewRoute ?? DEFAULT_PREVIEW_ROUTE,
    appPlatform: config.appPlatform ?? null,
    csrf: { ...DEFAULT_CSRF, ...config.csrf },
  };
  const services: ShopPartsServices = {
    analytics: config.analytics ?? pushToDataLayer,
    navigate: config.navigate ?? assignLocation,
    messages: config.messages ?? {},
  };
  return { settings, services };
}

function reportInvalid<T>(field: string, value: unknown, fallback: T): T {
  console.error(`[shop-parts] config.${field} ${JSON.stringify(value)} is not valid; using ${JSON.stringify(fallback)}.`);
  return fallback;
}
