import { localeOf } from './language.js';

export interface PriceOptions {
  /** The spec writes the custom layout's price with cents (69,00), the plans without (25). */
  withCents?: boolean;
}

/** 25 -> '25 €' in Italian, '€25' in English; whole euros unless cents are asked for. */
export function formatPrice(euro: number, language: string, { withCents = false }: PriceOptions = {}): string {
  const digits = withCents ? 2 : 0;
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(euro);
}

export type DateStyle = 'long' | 'short' | 'numeric';

const dateStyles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  /** '3 maggio 2026' / '3 May 2026' */
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  /** '3 mag' / '3 May': a date within the coming days */
  short: { day: 'numeric', month: 'short' },
  /** '03/05/2026' in both: the spec's gg/mm/aaaa */
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
};

/**
 * A date in the language's locale. `timeZone` is for values that are calendar days (an event
 * date typed as YYYY-MM-DD is midnight UTC) or for server pages, which have no visitor's zone.
 */
export function formatDate(value: Date | string | number, language: string, style: DateStyle = 'long', timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  return new Intl.DateTimeFormat(localeOf(language), { ...dateStyles[style], ...(timeZone === undefined ? {} : { timeZone }) }).format(date);
}
