import { describe, expect, it } from 'vitest';
import { setImageWidth } from './set-image-width.js';
import { findElement, makeSampleDocument } from './test-fixtures.js';

const document = makeSampleDocument();

describe('setImageWidth', () => {
  it('sets the width with the height following the original ratio', () => {
    expect(findElement(setImageWidth(document, { id: 'image', width: 80 }), 'image')).toMatchObject({ width: 80, height: 60 });
  });

  it('holds a minimum of 10 px and ignores garbage', () => {
    expect(findElement(setImageWidth(document, { id: 'image', width: 2 }), 'image')).toMatchObject({ width: 10, height: 7.5 });
    expect(setImageWidth(document, { id: 'image', width: Number.NaN })).toBe(document);
  });

  it('touches only images', () => {
    expect(setImageWidth(document, { id: 'frame', width: 80 })).toBe(document);
  });
});
