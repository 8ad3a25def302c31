/** Spec part 2 §9: how long the profile message and the link-copied confirmation stay. */
export const profileMessageMs = 5000;
export const linkCopiedMs = 2500;

/** Dates in the Italian locale (spec part 2 §9), English when the interface is. */
export function formatDate(iso: string, language: string): string {
  return new Date(iso).toLocaleDateString(language === 'en' ? 'en-GB' : 'it-IT', { day: 'numeric', month: 'long', year: 'numeric' });
}
