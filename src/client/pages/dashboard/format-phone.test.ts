import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone.js';

describe('formatPhone', () => {
  it('groups an Italian mobile as people read it', () => {
    expect(formatPhone('+393330000018')).toBe('+39 333 000 0018');
    expect(formatPhone('+39 333 0000018')).toBe('+39 333 000 0018');
    expect(formatPhone('3330000018')).toBe('333 000 0018');
  });

  it('keeps a known foreign prefix and groups the rest', () => {
    expect(formatPhone('+41791234567')).toBe('+41 791 234 567');
    expect(formatPhone('+3780549123456')).toBe('+378 054 912 3456');
  });

  it('leaves what is not a plain number as typed', () => {
    expect(formatPhone('333 12 interno 4')).toBe('333 12 interno 4');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('')).toBe('');
  });
});
