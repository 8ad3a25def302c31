/** The server's own message, or null when it gave none (a network failure, a proxy page). */
export function serverMessageOf(error: unknown): string | null {
  if (error instanceof Error && error.name === 'ApiError' && !error.message.startsWith('HTTP ') && !error.message.startsWith('Unexpected response')) return error.message;
  return null;
}
