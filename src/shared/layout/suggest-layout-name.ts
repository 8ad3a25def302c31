import { elementDefaults } from './element-defaults.js';
import type { LayoutDocument } from './layout-document.js';

const maxNamesLength = 80;

const monthNumbers: Readonly<Record<string, number>> = {
  gennaio: 1, febbraio: 2, marzo: 3, aprile: 4, maggio: 5, giugno: 6, luglio: 7, agosto: 8, settembre: 9, ottobre: 10, novembre: 11, dicembre: 12,
  january: 1, february: 2, march: 3, april: 4, may: 5, june: 6, july: 7, august: 8, september: 9, october: 10, november: 11, december: 12,
};

/**
 * An event date as a layout's name shows it, 'dd/mm/yyyy', from the ways people and forms write
 * it ('2026-06-14', '14/6/2026', '14.06.2026', '14 giugno 2026', 'June 14, 2026'); null when
 * the text is not a date.
 */
export function formatEventDate(text: string): string | null {
  const value = text.trim().toLowerCase();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso !== null) return toDate(Number(iso[3]), Number(iso[2]), Number(iso[1]));
  const numeric = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  if (numeric !== null) return toDate(Number(numeric[1]), Number(numeric[2]), Number(numeric[3]));
  const dayFirst = /^(\d{1,2})\s+([a-z]+)\s+(\d{4})$/.exec(value);
  if (dayFirst !== null) return toDate(Number(dayFirst[1]), monthNumbers[dayFirst[2] ?? ''] ?? 0, Number(dayFirst[3]));
  const monthFirst = /^([a-z]+)\s+(\d{1,2}),?\s+(\d{4})$/.exec(value);
  if (monthFirst !== null) return toDate(Number(monthFirst[2]), monthNumbers[monthFirst[1] ?? ''] ?? 0, Number(monthFirst[3]));
  return null;
}

/** 'Giulia & Marco – 14/06/2026' from a request's names and date (either may be missing); null when both are. */
export function nameFromNamesAndDate(names: string | undefined, eventDate: string | undefined): string | null {
  const cleanNames = (names ?? '').replace(/\s+/g, ' ').trim().slice(0, maxNamesLength);
  const rawDate = (eventDate ?? '').trim();
  const date = rawDate === '' ? '' : (formatEventDate(rawDate) ?? rawDate.slice(0, 40));
  const name = [cleanNames, date].filter((part) => part !== '').join(' – ');
  return name === '' ? null : name;
}

/**
 * A layout's name from its own texts: the names (the biggest text that is not a date) and the
 * event date, as 'Giulia & Marco – 14/06/2026'. The editor's placeholders ('Nome & Nome',
 * 'Data Evento') are no names; null when the texts say neither.
 */
export function suggestLayoutName(document: LayoutDocument): string | null {
  // An added text's own default ('Nuovo testo', 'New text') is no name either.
  const placeholders = new Set([elementDefaults.text.initialNames, elementDefaults.text.initialDate, 'Nuovo testo', 'New text'].map((line) => line.toLowerCase()));
  let date: string | null = null;
  let names: { text: string; size: number } | null = null;
  for (const element of document.elements) {
    // A name is read from texts alone.
    if (element.type !== 'text' || element.hidden === true) continue;
    const lines = element.content
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !placeholders.has(line.toLowerCase()));
    const nameLines: string[] = [];
    for (const line of lines) {
      const asDate = formatEventDate(line);
      if (asDate === null) nameLines.push(line);
      else date ??= asDate;
    }
    if (nameLines.length > 0 && (names === null || element.fontSize > names.size)) names = { text: nameLines.join(' '), size: element.fontSize };
  }
  return nameFromNamesAndDate(names?.text, date ?? undefined);
}

function toDate(day: number, month: number, year: number): string | null {
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= 31 && year >= 1900 && year <= 2200)) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCDate() !== day) return null;
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

/** The name a layout gets by itself: from its texts, else its template's name. */
export function automaticLayoutName(document: LayoutDocument, templateName: string): string {
  return suggestLayoutName(document) ?? templateName;
}
