import { describe, expect, it } from 'vitest';
import { normaliseRotation } from './normalise-rotation.js';

describe('normaliseRotation', () => {
  it('keeps angles already in (-180, 180]', () => {
    expect(normaliseRotation(0)).toBe(0);
    expect(normaliseRotation(45)).toBe(45);
    expect(normaliseRotation(-179)).toBe(-179);
    expect(normaliseRotation(180)).toBe(180);
  });

  it('wraps modulo 360', () => {
    expect(normaliseRotation(190)).toBe(-170);
    expect(normaliseRotation(-190)).toBe(170);
    expect(normaliseRotation(360)).toBe(0);
    expect(normaliseRotation(725)).toBe(5);
    expect(normaliseRotation(-180)).toBe(180);
  });

  it('never returns -0 or a non-finite angle', () => {
    expect(Object.is(normaliseRotation(-360), 0)).toBe(true);
    expect(normaliseRotation(Number.NaN)).toBe(0);
    expect(normaliseRotation(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
