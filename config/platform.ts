/** docs/behaviour.md, "Footer". */
export type Platform = 'MATCH' | 'SMARTPHONE' | 'TABLET' | 'CLASSIC';
export const PLATFORMS: readonly Platform[] = ['MATCH', 'SMARTPHONE', 'TABLET', 'CLASSIC'];

export const MOBILE_BREAKPOINT = 768;
export const CLASSIC_BREAKPOINT = 1280;
/** The width assumed when none is known (server rendering). */
export const DEFAULT_WIDTH = 20000;

export function isPlatform(value: unknown): value is Platform {
  return typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value);
}

/** The platform an html data-platform attribute names (any case, spaces around), or null. */
export function platformFromAttribute(attribute: string | null | undefined): Platform | null {
  const named = attribute?.trim().toUpperCase();
  return isPlatform(named) ? named : null;
}

/** The html data-platform attribute wins; otherwise the width: under 768 MATCH, under 1280 TABLET, else CLASSIC. */
export function detectPlatform(attribute: string | null | undefined, width: number = DEFAULT_WIDTH): Platform {
  const fromAttribute = platformFromAttribute(attribute);
  if (fromAttribute) return fromAttribute;
  if (width < MOBILE_BREAKPOINT) return 'MATCH';
  if (width < CLASSIC_BREAKPOINT) return 'TABLET';
  return 'CLASSIC';
}

/** The shop's smartphone and tablet apps set data-platform SMARTPHONE or TABLET on the html element; the parts then leave login-token renewal to the app. */
export function isAppPlatform(platform: Platform): boolean {
  return platform === 'SMARTPHONE' || platform === 'TABLET';
}

export function isAccordionLayout(platform: Platform): boolean {
  return platform !== 'CLASSIC';
}
