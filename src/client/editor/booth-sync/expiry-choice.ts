import { boothPackExpiryDays } from '../../../shared/api/booth-packs.js';

/** The dialog's expiry choices: never, a number of days from now, or a date (until the end of that day). */
export type ExpiryChoice = 'never' | `${(typeof boothPackExpiryDays)[number]}` | 'date';

export const expiryChoices: readonly ExpiryChoice[] = ['never', ...boothPackExpiryDays.map((days) => `${days}` as const), 'date'];

export function isExpiryChoice(value: string): value is ExpiryChoice {
  return (expiryChoices as readonly string[]).includes(value);
}

/**
 * The expiry to send: null for never, an ISO time otherwise; a picked date ('YYYY-MM-DD', as a
 * date input gives it) lasts to the end of that day in the operator's time zone. Undefined when
 * the date is missing, malformed or not in the future.
 */
export function toExpiresAt(choice: ExpiryChoice, dateText: string, now: Date): string | null | undefined {
  if (choice === 'never') return null;
  if (choice !== 'date') return new Date(now.getTime() + Number(choice) * 86_400_000).toISOString();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateText);
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const end = new Date(year, month - 1, day, 23, 59, 59, 999);
  if (end.getFullYear() !== year || end.getMonth() !== month - 1 || end.getDate() !== day) return undefined;
  return end.getTime() > now.getTime() ? end.toISOString() : undefined;
}
