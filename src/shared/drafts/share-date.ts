import { formatEventDate } from '../layout/suggest-layout-name.js';

/**
 * A request's event date (free text the client typed: '12 giugno 2027', '12/06/2027',
 * '2027-06-12') as the share dialog's date field holds it, YYYY-MM-DD; '' when the text is not
 * a whole date, since a date field cannot show anything else.
 */
export function toShareDate(eventDate: string): string {
  const date = formatEventDate(eventDate);
  if (date === null) return '';
  const [day, month, year] = date.split('/');
  return `${year}-${month}-${day}`;
}
