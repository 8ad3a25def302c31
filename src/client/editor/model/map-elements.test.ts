import { describe, expect, it } from 'vitest';
import { mapElements } from './map-elements.js';
import { makeSampleDocument } from './test-fixtures.js';

describe('mapElements', () => {
  it('updates only the listed elements and shares the rest', () => {
    const document = makeSampleDocument();
    const next = mapElements(document, ['image'], (element) => ({ ...element, opacity: 0.5 }));
    expect(next.elements[1]).toMatchObject({ id: 'image', opacity: 0.5 });
    expect(next.elements[0]).toBe(document.elements[0]);
    expect(next.template).toBe(document.template);
  });

  it('returns the same document when nothing changed', () => {
    const document = makeSampleDocument();
    expect(mapElements(document, ['image', 'text'], (element) => element)).toBe(document);
  });
});
