import { describe, expect, test } from 'vitest';
import { formatEventDate } from './format-event-date.js';

describe('formatEventDate', () => {
  test('shows an ISO date in the Italian locale', () => {
    expect(formatEventDate('2027-06-12', 'it')).toBe('12 giugno 2027');
  });

  test('leaves free text and impossible dates as typed', () => {
    expect(formatEventDate('sabato 12 giugno', 'it')).toBe('sabato 12 giugno');
    expect(formatEventDate('2027-02-31', 'it')).toBe('2027-02-31');
  });
});
