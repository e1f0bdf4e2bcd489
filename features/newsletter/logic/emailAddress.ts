import { EMAIL_MAX_LENGTH } from './limits';
import { warmUpPattern } from './warmUpPattern';

// Each part is checked on its own with patterns that cannot backtrack badly, so a hostile
// 10,000-character value costs linear time. Built on first use, like the name patterns (personName.ts).
let patterns: { localPart: RegExp; domainLabel: RegExp; topLevelDomain: RegExp } | undefined;
function addressPatterns() {
  patterns ??= {
    localPart: /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/,
    domainLabel: /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u,
    topLevelDomain: /^\p{L}{2,}$/u,
  };
  return patterns;
}

/** One step per pattern for the idle warm-up (warmUpValidation.ts). */
export function addressPatternWarmUps(): (() => void)[] {
  return (['localPart', 'domainLabel', 'topLevelDomain'] as const).map((name) => () => warmUpPattern(addressPatterns()[name]));
}

/**
 * An address pattern in the spirit of the HTML e-mail type, a little stricter: a local part of
 * the usual ASCII characters without leading, trailing or double dots, and a domain of at least two
 * labels whose last one is letters only (Unicode letters, so IDN domains such as müller.de pass).
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const { localPart, domainLabel, topLevelDomain } = addressPatterns();
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (!localPart.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const topLevel = labels[labels.length - 1] ?? '';
  return labels.every((label) => label.length <= 63 && domainLabel.test(label)) && topLevelDomain.test(topLevel);
}
