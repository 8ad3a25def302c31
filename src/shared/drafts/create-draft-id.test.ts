import { describe, expect, it } from 'vitest';
import { DraftId } from '../api/drafts.js';
import { createDraftId } from './create-draft-id.js';

const now = new Date('2026-11-22T10:15:07.123Z');
const zeros = new Uint8Array(16);

describe('createDraftId', () => {
  it('is the sanitised file name, an ISO timestamp and 128 random bits', () => {
    const random = Uint8Array.from({ length: 16 }, (_, index) => index * 16);
    const id = createDraftId('/assets/templates/matrimonio/cartolina_verticale/Eucalyptus%20Bloom.png?v=2', now, random);
    expect(id).toMatch(/^eucalyptus-bloom-20261122t101507z-[A-Za-z0-9_-]{22}$/);
    expect(DraftId.safeParse(id).success).toBe(true);
  });

  it('differs with the random bytes and accepts odd names', () => {
    const other = new Uint8Array(16).fill(255);
    expect(createDraftId('/x/ünïcode ñame.PNG', now, zeros)).toMatch(/^unicode-name-/);
    expect(createDraftId('/x/ünïcode ñame.PNG', now, zeros)).not.toBe(createDraftId('/x/ünïcode ñame.PNG', now, other));
    expect(createDraftId('/x/%%%.png', now, zeros)).toMatch(/^layout-20261122t101507z-/);
    expect(DraftId.safeParse(createDraftId('/x/%%%.png', now, zeros)).success).toBe(true);
  });

  it('refuses too little randomness', () => {
    expect(() => createDraftId('/a.png', now, new Uint8Array(8))).toThrow();
  });
});
