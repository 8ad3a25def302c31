import { describe, expect, it } from 'vitest';
import { planTwoUpSheet } from './two-up-sheet.js';

describe('planTwoUpSheet', () => {
  it('puts two upright strips side by side on a 1200×1800 sheet, cut down the middle', () => {
    expect(planTwoUpSheet(600, 1800)).toEqual({ width: 1200, height: 1800, copies: [{ x: 0, y: 0 }, { x: 600, y: 0 }], cut: { x1: 600, y1: 0, x2: 600, y2: 1800 } });
  });

  it('stacks two lying strips on an 1800×1200 sheet', () => {
    expect(planTwoUpSheet(1800, 600)).toEqual({ width: 1800, height: 1200, copies: [{ x: 0, y: 0 }, { x: 0, y: 600 }], cut: { x1: 0, y1: 600, x2: 1800, y2: 600 } });
  });

  it('has nothing for a postcard', () => {
    expect(planTwoUpSheet(1200, 1800)).toBeNull();
    expect(planTwoUpSheet(0, 0)).toBeNull();
  });
});
