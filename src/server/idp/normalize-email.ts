/** Emails are compared and stored trimmed and lower-cased, so sign-up and login agree on identity. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}
