import { describe, expect, it } from 'vitest';
import { joinPhone, splitPhone } from './phone-prefix.js';

describe('phone prefix', () => {
  it('splits a stored phone into its prefix and number', () => {
    expect(splitPhone('+39 333 1234567')).toEqual({ prefix: '+39', number: '333 1234567' });
    expect(splitPhone('+378 0549 123')).toEqual({ prefix: '+378', number: '0549 123' });
    expect(splitPhone('')).toEqual({ prefix: '+39', number: '' });
    expect(splitPhone('333 000')).toEqual({ prefix: '+39', number: '333 000' });
  });

  it('joins them back, and leaves an empty number empty', () => {
    expect(joinPhone('+39', ' 333 1234567 ')).toBe('+39 333 1234567');
    expect(joinPhone('+39', '  ')).toBe('');
    expect(joinPhone('+39', '+41 79 123')).toBe('+41 79 123');
  });
});
