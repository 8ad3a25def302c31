const base = 'http://return-to.invalid';

/**
 * Only a same-site path may be a login's destination: an absolute or protocol-relative URL
 * would make /auth/login an open redirect. The path comes back percent-encoded, so it is always
 * a valid Location header (a raw '€' would make the redirect itself fail).
 */
export function safeReturnTo(value: unknown, fallback = '/dashboard'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(value, base);
  } catch {
    return fallback;
  }
  if (parsed.origin !== base) return fallback;
  return parsed.pathname + parsed.search + parsed.hash;
}
