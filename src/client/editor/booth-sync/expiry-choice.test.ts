import { describe, expect, it } from 'vitest';
import { toExpiresAt } from './expiry-choice.js';

const now = new Date(2026, 10, 25, 15, 30);

describe('the expiry a choice sends', () => {
  it('is null for never and whole days ahead for 7, 30 and 90', () => {
    expect(toExpiresAt('never', '', now)).toBeNull();
    expect(toExpiresAt('7', '', now)).toBe(new Date(now.getTime() + 7 * 86_400_000).toISOString());
    expect(toExpiresAt('90', '', now)).toBe(new Date(now.getTime() + 90 * 86_400_000).toISOString());
  });

  it('lasts to the end of a picked day, and refuses a past, missing or impossible date', () => {
    expect(toExpiresAt('date', '2026-12-31', now)).toBe(new Date(2026, 11, 31, 23, 59, 59, 999).toISOString());
    expect(toExpiresAt('date', '2026-11-25', now)).toBe(new Date(2026, 10, 25, 23, 59, 59, 999).toISOString());
    expect(toExpiresAt('date', '2026-11-24', now)).toBeUndefined();
    expect(toExpiresAt('date', '', now)).toBeUndefined();
    expect(toExpiresAt('date', '2027-02-30', now)).toBeUndefined();
  });
});
