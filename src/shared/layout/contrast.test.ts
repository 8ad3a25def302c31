import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColour, relativeLuminance, toHexColour } from './contrast.js';

describe('contrast', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([120, 30, 200], [120, 30, 200])).toBe(1);
  });

  it('matches the WCAG figure for grey #777 on white (4.48, just under the body-text minimum)', () => {
    expect(contrastRatio(parseHexColour('#777777'), parseHexColour('#ffffff'))).toBeCloseTo(4.48, 2);
  });

  it('reads short and long hex and writes it back', () => {
    expect(parseHexColour('#fa0')).toEqual([255, 170, 0]);
    expect(parseHexColour('#1a2b3cff')).toEqual([26, 43, 60]);
    expect(toHexColour(parseHexColour('#1a2b3c'))).toBe('#1a2b3c');
    expect(relativeLuminance(parseHexColour('not a colour'))).toBe(0);
  });
});
