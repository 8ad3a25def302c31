import { describe, expect, it } from 'vitest';
import { sendToBack } from './send-to-back.js';
import { makeSampleDocument } from './test-fixtures.js';

const document = makeSampleDocument();

describe('sendToBack', () => {
  it('moves the elements to the start of the array (the bottom), keeping their own order', () => {
    const next = sendToBack(document, { ids: ['line', 'image'] });
    expect(next.elements.map((e) => e.id)).toEqual(['image', 'line', 'text', 'clipart', 'locked', 'frame']);
  });

  it('returns the same document when they are already at the bottom', () => {
    expect(sendToBack(document, { ids: ['text'] })).toBe(document);
    expect(sendToBack(document, { ids: ['nope'] })).toBe(document);
  });
});
