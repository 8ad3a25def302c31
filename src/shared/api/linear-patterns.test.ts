import { describe, expect, it } from 'vitest';
import { DraftId } from './drafts.js';
import { CatalogRequestFormData, isCatalogPhone } from './public-catalog.js';
import { isDraftId } from '../drafts/is-draft-id.js';
import { starterPathOf } from '../catalog/starter-path.js';
import { trimChar, trimTrailingChar } from '../util/trim-char.js';
import { createDraftId } from '../drafts/create-draft-id.js';

// The worst cases of the patterns these checks replaced: with the quadratic patterns each of
// these calls ran for minutes, far beyond the test's timeout; linear checks take milliseconds.
const huge = 400_000;

describe('the checks of strangers’ text are linear', () => {
  it('refuses +39, a long run of digits and a letter (the phone pattern’s worst case)', () => {
    expect(isCatalogPhone(`+39${'1'.repeat(huge)}x`)).toBe(false);
    expect(isCatalogPhone(`+39${' '.repeat(huge)}x`)).toBe(false);
  });

  it('refuses a draft id that repeats its name part without ever ending', () => {
    expect(isDraftId(`${'a-'.repeat(huge)}!`)).toBe(false);
    expect(isDraftId(`a${'-20261122t101500z'.repeat(huge / 16)}!`)).toBe(false);
    expect(isDraftId(`${'1'.repeat(huge)}`)).toBe(false);
  });

  it('trims a long run of one character followed by another', () => {
    expect(trimTrailingChar(`${'/'.repeat(huge)}x`, '/')).toHaveLength(huge + 1);
    expect(trimChar(`x${'-'.repeat(huge)}x`, '-')).toHaveLength(huge + 2);
    expect(starterPathOf(`/${'a'.repeat(huge)}.pngx`)).toHaveLength(huge + 6);
  });

  it('stops at the length cap before any pattern sees a 60 KB phone', () => {
    const result = CatalogRequestFormData.safeParse({ names: 'A e B', eventDate: 'maggio', city: 'Roma', phone: `+39${'1'.repeat(60_000)}x` });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(['too_big']);
  });
});

describe('the linear checks accept what the old patterns accepted', () => {
  const oldPhone = /^\+39[0-9 ()./-]*[0-9][0-9 ()./-]*$/;
  const oldDraftId = /^[a-z0-9-]+-\d{8}t\d{6}z-[A-Za-z0-9_-]{22,}$/;

  it.each(['+39 333 1234567', '+39', '+39-', '+39 (06) 1.2/3-4', '+391', '39 333', '+39 333x', '+44 333'])('phone %s', (phone) => {
    expect(isCatalogPhone(phone)).toBe(oldPhone.test(phone));
  });

  const random = 'Q2F0aGVyaW5lLWFuZC1KYW1l';
  it.each([
    createDraftId('/assets/templates/eucalyptus-bloom.png', new Date('2026-11-22T10:15:00Z'), new Uint8Array(16).fill(200)),
    `a-20261122t101500z-${random}`,
    `-20261122t101500z-${random}`,
    `a-20261122t101500z-${random.slice(0, 21)}`,
    `a-b-20261122t101500z-x-20261122t101500z-${random}`,
    `a-20261122t101500z-20261122t101500z-${random}`,
    `A-20261122t101500z-${random}`,
    `a-2026112t101500z-${random}`,
    `a-20261122t101500z-${random}!`,
    `a-20261122T101500z-${random}`,
    `a-20261122t101500z${random}`,
  ])('draft id %s', (id) => {
    expect(isDraftId(id)).toBe(oldDraftId.test(id));
  });

  it('agrees with the old draft-id pattern on random short strings', () => {
    const alphabet = 'az09-_tZ';
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let n = 0; n < 3000; n += 1) {
      const parts = [alphabet[next() % alphabet.length] ?? 'a', '-20261122t101500z-', ''];
      for (let i = next() % 30; i > 0; i -= 1) parts.push(alphabet[next() % alphabet.length] ?? 'a');
      if (next() % 3 === 0) parts.push('-20261122t101500z-');
      for (let i = next() % 30; i > 0; i -= 1) parts.push(alphabet[next() % alphabet.length] ?? 'a');
      const id = parts.join('');
      expect(isDraftId(id), id).toBe(oldDraftId.test(id));
    }
    expect(DraftId.safeParse(`${'a-'.repeat(100_000)}`).success).toBe(false);
  });
});
