import { describe, expect, it } from 'vitest';
import { readDraftPreviewFacts } from './draft-preview-facts.js';

describe('readDraftPreviewFacts', () => {
  it("reads the template's size and the number of fields", () => {
    const data = { document: { template: { width: 1200, height: 1800 }, elements: [] }, artworkUrl: '/a.webp', fields: [{ elementId: 'a' }, { elementId: 'b' }] };
    expect(readDraftPreviewFacts(data)).toEqual({ width: 1200, height: 1800, fieldCount: 2 });
  });

  it('answers null for anything else', () => {
    for (const data of [null, 'x', {}, { document: {}, fields: [] }, { document: { template: { width: 0, height: 10 } }, fields: [] }, { document: { template: { width: 10, height: '10' } }, fields: [] }, { document: { template: { width: 10, height: 10 } }, fields: 'x' }]) {
      expect(readDraftPreviewFacts(data)).toBeNull();
    }
  });
});
