/** Longest address the service takes (docs/behaviour.md, "Constants and limits"). */
export const EMAIL_MAX_LENGTH = 256;

// Each part is checked on its own with patterns that cannot backtrack badly, so a hostile
// 10,000-character value costs linear time.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;
const TOP_LEVEL_DOMAIN = /^\p{L}{2,}$/u;

/**
 * An address pattern in the spirit of the HTML e-mail type, a little stricter: a local part of
 * the usual ASCII characters without leading, trailing or double dots, and a domain of at least two
 * labels whose last one is letters only (Unicode letters, so IDN domains such as müller.de pass).
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (!LOCAL_PART.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const topLevel = labels[labels.length - 1] ?? '';
  return labels.every((label) => label.length <= 63 && DOMAIN_LABEL.test(label)) && TOP_LEVEL_DOMAIN.test(topLevel);
}
