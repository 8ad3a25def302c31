const monthNames: Record<string, number> = {
  gennaio: 1, febbraio: 2, marzo: 3, aprile: 4, maggio: 5, giugno: 6, luglio: 7, agosto: 8, settembre: 9, ottobre: 10, novembre: 11, dicembre: 12,
  january: 1, february: 2, march: 3, april: 4, may: 5, june: 6, july: 7, august: 8, september: 9, october: 10, november: 11, december: 12,
};

const isoDate = /^(\d{4})-(\d{1,2})-(\d{1,2})/;
const numericDate = /(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})/;
const namedDate = /(\d{1,2})\s+([a-zà-ù]+)\s+(\d{4})/;

function validDate(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/**
 * The event date a client typed, as free text ('14 giugno 2026', 'sabato 14/06/2026',
 * '2026-06-14', 'June 14 2026' is not read): the day at 00:00 UTC, or null when no full date
 * with a year can be read (the retention period then counts from the request's own date).
 */
export function parseEventDate(text: string): Date | null {
  const value = text.trim().toLowerCase();
  const iso = isoDate.exec(value);
  if (iso !== null) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = numericDate.exec(value);
  if (numeric !== null) return validDate(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const named = namedDate.exec(value);
  const month = named === null ? undefined : monthNames[named[2] ?? ''];
  if (named !== null && month !== undefined) return validDate(Number(named[3]), month, Number(named[1]));
  return null;
}

/** The same instant `months` calendar months later (the 31st becomes the month's last day). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}
