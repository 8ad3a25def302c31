import { describe, expect, it } from 'vitest';
import { rotateAboutCentre } from './rotate-about-centre.js';
import { makeImage } from './test-fixtures.js';

describe('rotateAboutCentre', () => {
  it('moves the origin so that the centre stays put', () => {
    // 400 × 300 at (100, 100): centre (300, 250). Upside down, the origin is the far corner.
    const turned = rotateAboutCentre(makeImage(), 180);
    expect(turned.rotation).toBe(180);
    expect(turned.x).toBeCloseTo(500);
    expect(turned.y).toBeCloseTo(400);
  });

  it('returns the same element for the same angle', () => {
    const image = makeImage({ rotation: 30 });
    expect(rotateAboutCentre(image, 30)).toBe(image);
  });
});
