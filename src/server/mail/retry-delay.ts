/** Attempts before a mail is given up (about five hours of retries with the delays below). */
export const maxMailAttempts = 10;

const firstDelayMs = 60_000;
const longestDelayMs = 60 * 60_000;

/** How long to wait after the n-th failed attempt: 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(firstDelayMs * 2 ** Math.max(0, failedAttempts - 1), longestDelayMs);
}
