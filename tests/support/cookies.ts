import { encodeFakeToken, nowInSeconds } from '../../api/tokens';

export function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; Path=/`;
}

/** A LoginToken for the fake customer that expires in `secondsLeft` seconds. */
export function loginTokenExpiringIn(secondsLeft: number, loginId = 'C-1001'): string {
  return encodeFakeToken({ exp: nowInSeconds() + secondsLeft, lid: loginId });
}
