import { describe, expect, it } from 'vitest';
import { fitFontSize, type FitInput } from './fit-font-size.js';

const base: FitInput = { fontSize: 100, minFontSize: 8, lineHeight: 1.2, letterSpacing: 0, strokeWidth: 0, lines: [{ glyphWidth: 600, letterCount: 10 }], boxWidth: 300 };

describe('fitFontSize', () => {
  it('keeps the chosen size when the text already fits', () => {
    expect(fitFontSize({ ...base, boxWidth: 800 })).toBe(100);
  });

  it('shrinks so the widest line fills the box width', () => {
    // 600 px at 100 px: 6 px of glyphs per px of size; 300 / 6 = 50.
    expect(fitFontSize(base)).toBe(50);
    expect(fitFontSize({ ...base, lines: [{ glyphWidth: 200, letterCount: 4 }, { glyphWidth: 600, letterCount: 10 }] })).toBe(50);
  });

  it('leaves room for the letter spacing, which does not shrink with the size', () => {
    // 10 letters × 6 px = 60 px of spacing; (300 - 60) / 6 = 40.
    expect(fitFontSize({ ...base, letterSpacing: 6 })).toBe(40);
  });

  it('leaves room for the outline', () => {
    expect(fitFontSize({ ...base, strokeWidth: 12 })).toBe(48);
  });

  it('also fits the box height when one is set', () => {
    // Two lines × 1.2 = 2.4 px of height per px of size; 120 / 2.4 = 50, 96 / 2.4 = 40.
    const twoLines = [{ glyphWidth: 100, letterCount: 2 }, { glyphWidth: 100, letterCount: 2 }];
    expect(fitFontSize({ ...base, lines: twoLines, boxHeight: 96 })).toBe(40);
    expect(fitFontSize({ ...base, lines: twoLines })).toBe(100);
  });

  it('rounds down, never past the box', () => {
    const size = fitFontSize({ ...base, boxWidth: 301 });
    expect(size).toBe(50.16);
    expect(size * 6).toBeLessThanOrEqual(301);
  });

  it('stops at the smallest size however long the text', () => {
    expect(fitFontSize({ ...base, lines: [{ glyphWidth: 60000, letterCount: 1000 }] })).toBe(8);
    expect(fitFontSize({ ...base, letterSpacing: 100 })).toBe(8);
  });

  it('ignores empty lines', () => {
    expect(fitFontSize({ ...base, lines: [{ glyphWidth: 0, letterCount: 0 }] })).toBe(100);
  });
});
