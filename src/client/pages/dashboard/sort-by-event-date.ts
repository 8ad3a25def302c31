import type { CatalogRequestItem } from '../../../shared/api/dashboard.js';
import { formatEventDate } from '../../../shared/layout/suggest-layout-name.js';

/** An event date as a sortable key ('2026-06-14'); null when the client wrote no readable date. */
export function eventDayKey(text: string): string | null {
  const formatted = formatEventDate(text);
  if (formatted === null) return null;
  const [day, month, year] = formatted.split('/');
  return `${year}-${month}-${day}`;
}

/** Soonest event first, what operators plan by; requests without a readable date last, newest first among them. */
export function sortByEventDate(requests: readonly CatalogRequestItem[]): CatalogRequestItem[] {
  const keyed = requests.map((request) => ({ request, key: eventDayKey(request.formData.eventDate) }));
  return keyed
    .sort((a, b) => {
      if (a.key !== null && b.key !== null) return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
      if (a.key !== null) return -1;
      if (b.key !== null) return 1;
      return 0;
    })
    .map(({ request }) => request);
}
