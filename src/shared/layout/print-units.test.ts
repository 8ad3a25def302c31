import { describe, expect, it } from 'vitest';
import { isLengthUnit, pointsToPx, pxToPoints, pxToUnit, roundForUnit, unitToPx } from './print-units.js';

describe('print units at 300 dpi', () => {
  it('reads a postcard width in every unit', () => {
    expect(pxToUnit(1200, 'mm', 300)).toBeCloseTo(101.6, 10);
    expect(pxToUnit(1200, 'cm', 300)).toBeCloseTo(10.16, 10);
    expect(pxToUnit(1200, 'in', 300)).toBe(4);
    expect(pxToUnit(1200, 'px', 300)).toBe(1200);
    expect(pxToUnit(1800, 'mm', 300)).toBeCloseTo(152.4, 10);
  });

  it('turns a typed value back into template px', () => {
    expect(unitToPx(101.6, 'mm', 300)).toBe(1200);
    expect(unitToPx(10.16, 'cm', 300)).toBe(1200);
    expect(unitToPx(4, 'in', 300)).toBe(1200);
    expect(unitToPx(10, 'mm', 300)).toBe(118.11);
    expect(unitToPx(37.5, 'px', 300)).toBe(37.5);
  });

  it('reads font sizes in points', () => {
    expect(pxToPoints(300, 300)).toBe(72);
    expect(pxToPoints(54, 300)).toBeCloseTo(12.96, 10);
    expect(pointsToPx(12, 300)).toBe(50);
    expect(roundForUnit(pxToPoints(8, 300), 'pt')).toBe(1.9);
    expect(roundForUnit(pxToPoints(200, 300), 'pt')).toBe(48);
  });

  it('rounds each unit finer than one print pixel', () => {
    expect(roundForUnit(pxToUnit(5, 'mm', 300), 'mm')).toBe(0.4);
    expect(roundForUnit(pxToUnit(118, 'cm', 300), 'cm')).toBe(1);
    expect(roundForUnit(pxToUnit(100, 'in', 300), 'in')).toBe(0.333);
    expect(roundForUnit(5.389221556886228, 'px')).toBe(5);
    expect(Object.is(roundForUnit(-0.01, 'px'), 0)).toBe(true);
  });

  it('reads back what was typed: a shown value survives the round trip without drifting', () => {
    for (const unit of ['mm', 'cm', 'in'] as const) {
      for (let shown = 0; shown < 50; shown += 0.7) {
        const typed = roundForUnit(shown, unit);
        const stored = unitToPx(typed, unit, 300);
        expect(roundForUnit(pxToUnit(stored, unit, 300), unit)).toBe(typed);
        // And a second round trip stores the same px.
        expect(unitToPx(roundForUnit(pxToUnit(stored, unit, 300), unit), unit, 300)).toBe(stored);
      }
    }
  });

  it('knows its units', () => {
    expect(isLengthUnit('mm')).toBe(true);
    expect(isLengthUnit('pt')).toBe(false);
    expect(isLengthUnit(null)).toBe(false);
  });
});
