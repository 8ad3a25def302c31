/** Socket errors that mean the database could not be reached, not that a query was wrong. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATEs of a server that is going away or cannot take a connection now. */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres reports a lost or never-made connection with these texts and no code. */
const lostConnection = /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection refused/i;

/**
 * True when an error (or any error it wraps: drizzle's DrizzleQueryError keeps pg's as `cause`)
 * says the database is unreachable: the request may succeed later, so it deserves a 503 that a
 * client or a payment provider retries, not a 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || !(error instanceof Error)) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined && (networkCodes.has(code) || code.startsWith('08') || unavailableStates.has(code))) return true;
  if (lostConnection.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
