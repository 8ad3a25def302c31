import { describe, expect, it } from 'vitest';
import { findFormat, type Format } from './formats.js';
import { previewSizeOf, printSizeOf } from './print-size.js';

function format(key: string): Format {
  const found = findFormat(key);
  if (found === undefined) throw new Error(`no format ${key}`);
  return found;
}

describe('printSizeOf', () => {
  it('names postcards 10x15 cm / 4x6" in their orientation', () => {
    expect(printSizeOf(format('cartolina-verticale'))).toEqual({ widthCm: 10, heightCm: 15, widthIn: 4, heightIn: 6 });
    expect(printSizeOf(format('cartolina-orizzontale'))).toEqual({ widthCm: 15, heightCm: 10, widthIn: 6, heightIn: 4 });
  });

  it('names strips 5x15 cm / 2x6"', () => {
    expect(printSizeOf(format('photostrip-verticale'))).toEqual({ widthCm: 5, heightCm: 15, widthIn: 2, heightIn: 6 });
    expect(printSizeOf(format('photostrip-orizzontale'))).toEqual({ widthCm: 15, heightCm: 5, widthIn: 6, heightIn: 2 });
  });
});

describe('previewSizeOf', () => {
  it('keeps the format ratio with a 600 px long side', () => {
    expect(previewSizeOf(format('cartolina-verticale'))).toEqual({ width: 400, height: 600 });
    expect(previewSizeOf(format('photostrip-orizzontale'))).toEqual({ width: 600, height: 200 });
  });
});
