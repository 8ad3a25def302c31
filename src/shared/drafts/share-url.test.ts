import { describe, expect, it } from 'vitest';
import { buildShareUrl } from './share-url.js';

describe('buildShareUrl', () => {
  it('encodes the user id and keeps only the details given', () => {
    expect(buildShareUrl({ origin: 'https://app.example', userId: 'u/1 x', draftId: 'a-1', client: ' Anna & Marco ', date: '2026-06-01', requestId: '' })).toBe(
      'https://app.example/view/u%2F1%20x/a-1?client=Anna+%26+Marco&date=2026-06-01',
    );
    expect(buildShareUrl({ origin: 'http://localhost:3000', userId: 'u1', draftId: 'd', requestId: 'r9' })).toBe('http://localhost:3000/view/u1/d?reqId=r9');
  });
});
