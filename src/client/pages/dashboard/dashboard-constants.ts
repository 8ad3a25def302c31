import { formatDate as formatLocaleDate } from '../../i18n/format.js';

/** Spec part 2 §9: how long the profile message and the link-copied confirmation stay. */
export const profileMessageMs = 5000;
export const linkCopiedMs = 2500;

/** Dates in the Italian locale (spec part 2 §9), British English when the interface is English. */
export function formatDate(iso: string, language: string): string {
  return formatLocaleDate(iso, language, 'long');
}
