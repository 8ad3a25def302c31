import { localeOf, parseLanguage } from './language.js';

export interface PriceOptions {
  /** The spec writes the custom layout's price with cents (69,00), the plans without (25). */
  withCents?: boolean;
}

/**
 * How each language writes euros, exactly as Intl.NumberFormat's currency style does (format.test.ts
 * holds the two side by side): Italian groups thousands only from five digits on (1250 €, 12.500 €).
 */
const euroStyles = {
  it: { group: '.', decimal: ',', groupFromDigits: 5, write: (amount: string) => `${amount}\u00a0€` },
  en: { group: ',', decimal: '.', groupFromDigits: 4, write: (amount: string) => `€${amount}` },
} as const;

/** '1234567' -> '1.234.567': groups of three from the right. */
function groupThousands(digits: string, separator: string): string {
  const head = digits.length % 3;
  const groups = head === 0 ? [] : [digits.slice(0, head)];
  for (let start = head; start < digits.length; start += 3) groups.push(digits.slice(start, start + 3));
  return groups.join(separator);
}

/**
 * 25 -> '25 €' in Italian, '€25' in English; whole euros unless cents are asked for. Written by
 * hand rather than with Intl.NumberFormat: making the first Intl formatter loads the locale's data,
 * some 100 ms on a slowed phone CPU, paid by the visitor's first press while a page's prices hydrate.
 */
export function formatPrice(euro: number, language: string, { withCents = false }: PriceOptions = {}): string {
  const digits = withCents ? 2 : 0;
  const style = euroStyles[parseLanguage(language) ?? 'it'];
  if (!Number.isFinite(euro) || euro < 0) {
    return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(euro);
  }
  const [whole = '0', cents] = euro.toFixed(digits).split('.');
  const grouped = whole.length >= style.groupFromDigits ? groupThousands(whole, style.group) : whole;
  return style.write(cents === undefined ? grouped : `${grouped}${style.decimal}${cents}`);
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
