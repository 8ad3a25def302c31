import { describe, expect, it } from 'vitest';
import { isSameDocument } from './is-same-document.js';
import { makeDocument, makeImage, makeSampleDocument, makeText } from './test-fixtures.js';

describe('isSameDocument', () => {
  it('is true for equal structures, including keys holding undefined', () => {
    const document = makeSampleDocument();
    expect(isSameDocument(document, structuredClone(document))).toBe(true);
    expect(isSameDocument(makeDocument([makeText()]), makeDocument([makeText({ width: undefined })]))).toBe(true);
  });

  it('is false for any difference in value, order or length', () => {
    const a = makeDocument([makeText(), makeImage()]);
    expect(isSameDocument(a, makeDocument([makeImage(), makeText()]))).toBe(false);
    expect(isSameDocument(a, makeDocument([makeText()]))).toBe(false);
    expect(isSameDocument(a, makeDocument([makeText(), makeImage({ x: 101 })]))).toBe(false);
  });
});
