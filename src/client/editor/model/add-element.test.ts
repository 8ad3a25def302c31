import { describe, expect, it } from 'vitest';
import { addElement, addElements } from './add-element.js';
import { makeDocument, makeImage, makeLine, makeText } from './test-fixtures.js';

describe('addElement', () => {
  it('puts the new element on top without touching the input', () => {
    const document = makeDocument([makeText()]);
    const next = addElement(document, { element: makeLine() });
    expect(next.elements.map((e) => e.id)).toEqual(['text', 'line']);
    expect(next.elements[0]).toBe(document.elements[0]);
    expect(document.elements).toHaveLength(1);
  });

  it('refuses a duplicate id or an invalid element, returning the same document', () => {
    const document = makeDocument([makeText()]);
    expect(addElement(document, { element: makeText() })).toBe(document);
    expect(addElement(document, { element: makeText({ id: 'big', fontSize: 900 }) })).toBe(document);
  });

  it('adds several in order and skips only the bad ones', () => {
    const document = makeDocument([]);
    const next = addElements(document, { elements: [makeImage({ id: 'a' }), makeImage({ id: 'a' }), makeLine({ id: 'b', width: 1 })] });
    expect(next.elements.map((e) => e.id)).toEqual(['a']);
  });
});
