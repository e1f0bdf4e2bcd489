// The shop's policy (docs/guides/content-security-policy.md): scripts only by this response's nonce and
// what they load, styles only from files (and nonce'd elements), no inline style attributes, the
// services' origin (apiBaseUrl) for their calls and images, Trusted Types with no policy at all.
export function contentSecurityPolicy(nonce, apiBaseUrl) {
  const services = new URL(apiBaseUrl).origin;
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' ${services}`,
    `connect-src 'self' ${services}`,
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ');
}
