import { describe, expect, it } from 'vitest';
import { estimateTextSize } from '../../../shared/layout/estimate-text-size.js';
import { makeText } from './test-fixtures.js';

describe('estimateTextSize', () => {
  it("takes Konva's height (lines × size × line height) and guesses the width of the longest line", () => {
    const size = estimateTextSize(makeText({ content: 'ab\nabcd', fontSize: 10, lineHeight: 1.5 }));
    expect(size.height).toBeCloseTo(30);
    expect(size.width).toBeCloseTo(24);
  });

  it('uses the wrap width and counts wrapped rows', () => {
    const size = estimateTextSize(makeText({ content: 'abcdefghij\nab', fontSize: 10, lineHeight: 1, width: 30 }));
    expect(size.width).toBe(30);
    expect(size.height).toBe(30);
  });
});
