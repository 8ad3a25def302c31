import { describe, expect, it } from 'vitest';
import { toScreenPx, toTemplatePx, toUsableScale } from './display-scale.js';

describe('display scale', () => {
  it('converts screen px to template px and back', () => {
    expect(toTemplatePx(150, 0.5)).toBe(300);
    expect(toScreenPx(300, 0.5)).toBe(150);
  });

  it('treats an unusable scale as 1 instead of writing Infinity', () => {
    expect(toUsableScale(0)).toBe(1);
    expect(toUsableScale(-2)).toBe(1);
    expect(toUsableScale(Number.NaN)).toBe(1);
    expect(toTemplatePx(150, 0)).toBe(150);
  });
});
