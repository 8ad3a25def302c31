import { formatDate } from '../../i18n/format.js';

/**
 * The link's date as the client reads it: the editor's share dialog sends YYYY-MM-DD, shown in
 * the Italian locale (spec part 2 §9); any other text is shown as typed.
 */
export function formatEventDate(date: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) return date;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return date;
  const value = new Date(Date.UTC(year, month - 1, day));
  // 2027-02-31 rolls over to March: a date that does not exist is shown as typed.
  if (value.getUTCMonth() !== month - 1) return date;
  return formatDate(value, language, 'long', 'UTC');
}
