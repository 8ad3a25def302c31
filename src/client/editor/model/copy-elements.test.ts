import { describe, expect, it } from 'vitest';
import { copyElements } from './copy-elements.js';
import { makeSampleDocument } from './test-fixtures.js';

describe('copyElements', () => {
  it('returns the listed elements in drawing order', () => {
    const document = makeSampleDocument();
    expect(copyElements(document, { ids: ['line', 'text', 'nope'] }).map((e) => e.id)).toEqual(['text', 'line']);
  });
});
