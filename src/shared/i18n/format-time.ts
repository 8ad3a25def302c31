import { localeOf } from './language.js';

/** '10:05' (24-hour clock, as both Italian and British English read it), in the viewer's time zone unless given one. */
export function formatTime(value: Date | string | number, language: string, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  return new Intl.DateTimeFormat(localeOf(language), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...(timeZone === undefined ? {} : { timeZone }) }).format(date);
}
