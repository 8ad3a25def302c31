import { describe, expect, it } from 'vitest';
import { cardMessages, checkTestCard } from './check-test-card.js';

const now = new Date('2026-05-10T12:00:00Z');
const card = (number: string, expiry = '', cvc = '') => checkTestCard({ number, expiry, cvc }, now);

describe('checkTestCard', () => {
  it('approves 4242 4242 4242 4242 with or without spaces', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ kind: 'approved' });
    expect(card('4242424242424242', '12/30', '123')).toEqual({ kind: 'approved' });
  });

  it('declines 4000 0000 0000 0002', () => {
    expect(card('4000 0000 0000 0002')).toEqual({ kind: 'declined' });
  });

  it('explains malformed, impossible and unknown numbers', () => {
    expect(card('')).toEqual({ kind: 'invalid', message: cardMessages.malformed });
    expect(card('4242 abcd')).toEqual({ kind: 'invalid', message: cardMessages.malformed });
    expect(card('4242 4242 4242 4241')).toEqual({ kind: 'invalid', message: cardMessages.notACard });
    expect(card('5555 5555 5555 4444')).toEqual({ kind: 'invalid', message: cardMessages.unknownCard });
  });

  it('checks the optional expiry and CVC only when filled', () => {
    expect(card('4242424242424242', '13/30')).toEqual({ kind: 'invalid', message: cardMessages.expiry });
    expect(card('4242424242424242', '04/26')).toEqual({ kind: 'invalid', message: cardMessages.expiry });
    expect(card('4242424242424242', '05/26')).toEqual({ kind: 'approved' });
    expect(card('4242424242424242', '', '12')).toEqual({ kind: 'invalid', message: cardMessages.cvc });
  });
});
