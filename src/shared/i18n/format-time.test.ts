import { describe, expect, test } from 'vitest';
import { formatTime } from './format-time.js';

describe('formatTime', () => {
  test('hours and minutes on a 24-hour clock in both languages', () => {
    expect(formatTime('2026-11-27T15:05:00Z', 'it', 'UTC')).toBe('15:05');
    expect(formatTime('2026-11-27T09:05:00Z', 'en', 'UTC')).toBe('09:05');
    expect(formatTime('2026-11-27T09:05:00Z', 'it', 'Europe/Rome')).toBe('10:05');
  });
});
