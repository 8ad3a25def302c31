/**
 * How many mails this process has queued. The dispatcher compares it after each response, so a
 * request that queued a mail gets it delivered at once (its transaction has committed by then)
 * while every other request costs nothing. A count rather than a flag: several apps in one
 * process (tests) each keep their own last-seen value.
 */
let queuedCount = 0;

export function noteMailQueued(): void {
  queuedCount += 1;
}

export function mailQueuedCount(): number {
  return queuedCount;
}
