/**
 * Query parameters that carry a secret: OAuth codes and states, id tokens, the sandbox portal's
 * bearer token, a draft's id (the draft link is its own password) and session-like values.
 */
const secretParameters = new Set(['code', 'state', 'id_token_hint', 'token', 'access_token', 'refresh_token', 'id_token', 'code_verifier', 'client_secret', 'session_state', 'session', 'sid', 'id', 'draftId', 'layoutId', 'password']);

/** Paths whose segment is a bearer secret: /view/<operator>/<draft>, /pack/<token>, /sandbox/checkout/<session>. */
const secretSegments: { prefix: string; secretAt: number }[] = [
  { prefix: '/view/', secretAt: 3 },
  { prefix: '/pack/', secretAt: 2 },
  { prefix: '/sandbox/checkout/', secretAt: 3 },
  { prefix: '/idp/interaction/', secretAt: 3 },
  { prefix: '/idp/auth/', secretAt: 3 },
];

const hidden = '[redacted]';

/**
 * A request URL fit for a log: the values of secret query parameters and the secret segment of
 * link-as-password paths replaced. Done by splitting, not by URL parsing, so it never throws on
 * a malformed URL (those are exactly the ones that get logged).
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? undefined : url.slice(queryAt + 1);
  return redactPath(path) + (query === undefined ? '' : `?${redactQuery(query)}`);
}

function redactPath(path: string): string {
  const rule = secretSegments.find((candidate) => path.startsWith(candidate.prefix));
  if (rule === undefined) return path;
  const segments = path.split('/');
  if (segments.length > rule.secretAt && segments[rule.secretAt] !== '') segments[rule.secretAt] = hidden;
  return segments.join('/');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      return secretParameters.has(decodeName(rawName)) && equals !== -1 ? `${rawName}=${hidden}` : pair;
    })
    .join('&');
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}
