import { encodeFakeToken } from '../index';

/** The cookie names the parts read (docs/behaviour.md, "Preview"); a host's login sets them, the demo fakes that. */
export const LOGIN_TOKEN_COOKIE = 'LoginToken';
export const STAFF_TOKEN_COOKIE = 'StaffAuthToken';
/** The fake customer of the service fakes (docs/guides/testing-your-shop.md, "Service fakes"). */
export const DEMO_CUSTOMER_ID = 'C-1001';
/** Login tokens live 30 minutes. */
export const LOGIN_TOKEN_SECONDS = 1800;

export interface LoginState {
  customer: boolean;
  staff: boolean;
}

function cookieNames(cookieString: string): Set<string> {
  const names = new Set<string>();
  for (const part of cookieString.split(';')) {
    const [name, value] = part.split('=');
    if (name?.trim() && value?.trim()) names.add(name.trim());
  }
  return names;
}

/** From the browser's cookies, or (server rendering) from a request's Cookie header. */
export function readLoginState(cookieString: string = document.cookie): LoginState {
  const names = cookieNames(cookieString);
  return { customer: names.has(LOGIN_TOKEN_COOKIE), staff: names.has(STAFF_TOKEN_COOKIE) };
}

function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}

function removeCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export function logInCustomer(nowMs: number = Date.now()): void {
  const now = Math.floor(nowMs / 1000);
  setCookie(LOGIN_TOKEN_COOKIE, encodeFakeToken({ exp: now + LOGIN_TOKEN_SECONDS, lid: DEMO_CUSTOMER_ID }), LOGIN_TOKEN_SECONDS);
}

export function logOutCustomer(): void {
  removeCookie(LOGIN_TOKEN_COOKIE);
}

export function logInStaff(): void {
  // Any value: the preview service fake accepts every staff token.
  setCookie(STAFF_TOKEN_COOKIE, `demo-staff-${Date.now().toString(36)}`, 8 * 60 * 60);
}

export function logOutStaff(): void {
  removeCookie(STAFF_TOKEN_COOKIE);
}
