import { describe, expect, it } from 'vitest';
import { createLayoutDocument } from './create-layout-document.js';
import { getOpeningScale } from './opening-scale.js';

describe('getOpeningScale', () => {
  it('shows a 300 dpi print at a third, a 150 dpi one at two thirds', () => {
    expect(getOpeningScale({ dpi: 300 })).toBeCloseTo(1 / 3);
    expect(getOpeningScale({ dpi: 150 })).toBeCloseTo(2 / 3);
  });

  it('falls back to 300 dpi for a template without a usable density', () => {
    expect(getOpeningScale({ dpi: 0 })).toBeCloseTo(1 / 3);
    expect(getOpeningScale({ dpi: Number.NaN })).toBeCloseTo(1 / 3);
  });

  it('gives the initial text whole numbers: size 60, shadow blur and offsets 6', () => {
    const template = { path: '/t.png', width: 1200, height: 1800, dpi: 300 };
    const [text] = createLayoutDocument({ template, scale: getOpeningScale(template), createId: () => 'x' }).elements;
    expect(text).toMatchObject({ fontSize: 60, shadowBlur: 6, shadowOffsetX: 6, shadowOffsetY: 6 });
  });
});
