import { describe, expect, it } from 'vitest';
import { findFormat } from '../../../shared/catalog/formats.js';
import { printMarginPx } from './print-margin.js';

describe('printMarginPx', () => {
  it('is 3 mm of the template: 1200 px over 101.6 mm gives 35.43 px', () => {
    expect(printMarginPx({ widthPx: 1200, widthMm: 101.6 })).toBeCloseTo(35.43, 2);
  });

  it('takes a catalogue format directly, for every format at 300 dpi', () => {
    for (const key of ['cartolina-verticale', 'cartolina-orizzontale', 'photostrip-verticale', 'photostrip-orizzontale']) {
      const format = findFormat(key);
      if (format === undefined) throw new Error(key);
      expect(printMarginPx(format)).toBeCloseTo((3 * 300) / 25.4, 6);
    }
  });

  it('follows the real resolution of a custom template and other margins', () => {
    expect(printMarginPx({ widthPx: 600, widthMm: 101.6 })).toBeCloseTo(17.72, 2);
    expect(printMarginPx({ widthPx: 1200, widthMm: 101.6 }, 5)).toBeCloseTo(59.06, 2);
  });

  it('is 0 for a size that cannot be divided', () => {
    expect(printMarginPx({ widthPx: 1200, widthMm: 0 })).toBe(0);
    expect(printMarginPx({ widthPx: Number.NaN, widthMm: 100 })).toBe(0);
    expect(printMarginPx({ widthPx: 1200, widthMm: 100 }, -1)).toBe(0);
  });
});
