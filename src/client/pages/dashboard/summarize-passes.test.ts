import { describe, expect, it } from 'vitest';
import { summarizePasses } from './summarize-passes.js';

const now = new Date('2026-11-27T10:00:00Z');
const later = '2026-12-01T10:00:00Z';
const earlier = '2026-11-20T10:00:00Z';
const paths = { original_path: '/assets/templates/matrimonio/cartolina_verticale/a.png', preview_path: '/assets/templates/matrimonio/cartolina_verticale/a.jpg' };

describe('the account card’s passes', () => {
  it('counts a spent pass and an expired one as over, not as no pass at all', () => {
    expect(summarizePasses({ a: { downloads_remaining: 0, unlock_expiry_date: later, ...paths }, b: { downloads_remaining: 2, unlock_expiry_date: earlier, ...paths } }, now)).toEqual({ active: 0, over: 2 });
  });

  it('counts a pass with downloads before its expiry as active', () => {
    expect(summarizePasses({ a: { downloads_remaining: 1, unlock_expiry_date: later, ...paths } }, now)).toEqual({ active: 1, over: 0 });
    expect(summarizePasses({}, now)).toEqual({ active: 0, over: 0 });
  });
});
