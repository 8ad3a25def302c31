import { describe, expect, it } from 'vitest';
import { fitTemplate } from './fit-template.js';

describe('fitTemplate', () => {
  it('fits the template inside the area less 40 px on each side', () => {
    // 1080 - 80 = 1000 px of height for 1800 px: the height decides.
    expect(fitTemplate(1200, 1800, 1600, 1080)).toBeCloseTo(1000 / 1800);
    // 680 - 80 = 600 px of width for 1200 px: the width decides.
    expect(fitTemplate(1200, 1800, 680, 5000)).toBe(0.5);
  });

  it('never enlarges', () => {
    expect(fitTemplate(600, 1800, 4000, 4000)).toBe(1);
  });

  it('takes another padding', () => {
    expect(fitTemplate(1000, 1000, 600, 600, 50)).toBe(0.5);
  });

  it('gives 0 when there is no room, and 1 for a template without size', () => {
    expect(fitTemplate(1200, 1800, 60, 900)).toBe(0);
    expect(fitTemplate(0, 1800, 1000, 1000)).toBe(1);
    expect(fitTemplate(1200, Number.NaN, 1000, 1000)).toBe(1);
  });
});
