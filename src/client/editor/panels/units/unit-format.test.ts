import { describe, expect, it } from 'vitest';
import { createUnitFormat } from './unit-format.js';

describe('createUnitFormat', () => {
  it("labels lengths in the chosen unit with the language's decimal mark", () => {
    expect(createUnitFormat('mm', 300, 'it').length.format(5)).toBe('0,4 mm');
    expect(createUnitFormat('mm', 300, 'en').length.format(5)).toBe('0.4 mm');
    expect(createUnitFormat('px', 300, 'it').length.format(5.389221556886228)).toBe('5 px');
    expect(createUnitFormat('in', 300, 'it').length.format(1200)).toBe('4 in');
    expect(createUnitFormat('cm', 300, 'it').length.format(1200)).toBe('10,16 cm');
  });

  it('shows font sizes in points at 300 dpi, or in px for a px operator', () => {
    expect(createUnitFormat('mm', 300, 'it').fontSize.format(54)).toBe('13 pt');
    expect(createUnitFormat('mm', 300, 'it').fontSize.toShown(20)).toBe(4.8);
    expect(createUnitFormat('px', 300, 'it').fontSize.format(54)).toBe('54 px');
    expect(createUnitFormat('cm', 300, 'it').fontSize.fromShown(12)).toBe(50);
  });

  it('converts a typed value to template px', () => {
    const { length } = createUnitFormat('mm', 300, 'it');
    expect(length.toShown(1200)).toBe(101.6);
    expect(length.fromShown(101.6)).toBe(1200);
    expect(length.fromShown(10)).toBe(118.11);
  });

  it('keeps the stored value when the shown one is typed back (no drift)', () => {
    const { length } = createUnitFormat('mm', 300, 'it');
    // 123 px reads 10,4 mm; confirming 10,4 keeps 123 instead of storing 122.83.
    expect(length.toShown(123)).toBe(10.4);
    expect(length.fromShown(10.4, 123)).toBe(123);
    expect(length.fromShown(10.5, 123)).toBe(124.02);
  });
});
