const base = 'http://return-to.invalid';

/**
 * Only a same-site path may be a login's destination: an absolute or protocol-relative URL
 * would make /auth/login an open redirect. The path is judged as it comes out of URL
 * normalisation, since that is what the Location header carries: '/.//evil.example' and
 * '/%2e%2e//evil.example' are only relative before their dot segments are removed. The path
 * comes back percent-encoded, so it is always a valid Location header (a raw '€' would make
 * the redirect itself fail).
 */
export function safeReturnTo(value: unknown, fallback = '/dashboard'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith('/') || hasControlCharacter(value)) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(value, base);
  } catch {
    return fallback;
  }
  if (parsed.origin !== base) return fallback;
  const path = parsed.pathname + parsed.search + parsed.hash;
  const decoded = decodeOnce(parsed.pathname);
  return isPlainPath(parsed.pathname) && isPlainPath(decoded) && !hasControlCharacter(decoded) ? path : fallback;
}

/** Tabs and line breaks are dropped by URL parsers, so '/\t/evil.example' is '//evil.example' to them. */
function hasControlCharacter(value: string): boolean {
  return [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}

/**
 * A path a browser and any proxy read as a path on this site: one slash, then not another
 * slash or a backslash (either makes '//host' to a browser). Checked on the decoded form too,
 * so '/%2F%2Fevil.example' is refused rather than trusted to stay encoded downstream.
 */
function isPlainPath(pathname: string): boolean {
  return pathname.startsWith('/') && pathname[1] !== '/' && pathname[1] !== '\\';
}

function decodeOnce(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
