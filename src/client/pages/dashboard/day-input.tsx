import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DayInputProps {
  id: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (day: string) => void;
}

/**
 * A day typed as the page's language writes it ('gg/mm/aaaa'), instead of the browser's date
 * field, which follows the browser's locale (an Italian page showing 'mm/dd/yyyy'). The list
 * follows once the text is a whole date, or is cleared.
 */
export function DayInput({ id, value, onChange }: DayInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(toDisplay(value));
  const parsed = parseDay(text);
  const isInvalid = text.trim() !== '' && parsed === null;
  return (
    <input
      id={id}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className="request-filters__day"
      placeholder={t('dashboard.requests.dayPlaceholder')}
      value={text}
      aria-invalid={isInvalid || undefined}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const day = next.trim() === '' ? '' : parseDay(next);
        if (day !== null && day !== value) onChange(day);
      }}
    />
  );
}

/** '14/06/2026', '14-6-2026' or '14.06.2026' → '2026-06-14'; null unless a real day. */
export function parseDay(text: string): string | null {
  const match = /^\s*(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\s*$/.exec(text);
  if (match === null) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function toDisplay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match === null ? '' : `${match[3]}/${match[2]}/${match[1]}`;
}
