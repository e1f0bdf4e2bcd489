/**
 * Login and staff tokens are JWT-like: `header.payload.signature`, the payload base64url JSON.
 * The parts only read the claims below (docs/behaviour.md, "Calls": exp, ren, lid); they never verify a
 * signature, the server does. Times are in seconds since the epoch, as the spec compares them.
 */
export interface TokenClaims {
  /** Expiry. */
  exp?: number;
  /** Renewal time (long-term tokens). */
  ren?: number;
  /** Login id. */
  lid?: string;
}

/** Renew a login token this many seconds before it expires: more than one 3-minute check interval. */
export const NEAR_EXPIRY_SECONDS = 5 * 60;

export function nowInSeconds(nowMs: number = Date.now()): number {
  return Math.floor(nowMs / 1000);
}

/** The claims of a token, or null for anything that is not a readable JWT-like token. */
export function decodeTokenClaims(token: string | undefined | null): TokenClaims | null {
  if (typeof token !== 'string') return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const record = value as Record<string, unknown>;
    const claims: TokenClaims = {};
    if (typeof record.exp === 'number' && Number.isFinite(record.exp)) claims.exp = record.exp;
    if (typeof record.ren === 'number' && Number.isFinite(record.ren)) claims.ren = record.ren;
    if (typeof record.lid === 'string' && record.lid !== '') claims.lid = record.lid;
    return claims;
  } catch {
    return null;
  }
}

/** Builds an unsigned JWT-like token; used by the service fakes, the demo and tests. */
export function encodeFakeToken(claims: TokenClaims): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.fake`;
}
