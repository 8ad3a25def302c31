import { describe, expect, it } from 'vitest';
import { keepPrevious, normaliseField } from './normalise-field.js';
import { makeEllipse, makeImage, makeLine, makePlaceholder, makeText } from './test-fixtures.js';

const canvas = { width: 600, height: 1800 };

describe('normaliseField', () => {
  it('passes non-numeric fields through for the schema to judge', () => {
    expect(normaliseField(makeText(), 'color', 'red', canvas)).toBe('red');
  });

  it('clamps numeric fields to their ranges', () => {
    expect(normaliseField(makeText(), 'fontSize', 1000, canvas)).toBe(200);
    expect(normaliseField(makeLine(), 'width', 1000, canvas)).toBe(600);
    expect(normaliseField(makeImage(), 'width', 1000, canvas)).toBe(1000);
    expect(normaliseField(makeImage(), 'rotation', -270, canvas)).toBe(90);
  });

  it("clamps a side to its kind's own range: a separator's thickness, an ellipse's width and height", () => {
    expect(normaliseField(makeLine(), 'height', 80, canvas)).toBe(50);
    expect(normaliseField(makeLine(), 'height', 0, canvas)).toBe(1);
    expect(normaliseField(makeEllipse(), 'width', 1000, canvas)).toBe(1000);
    expect(normaliseField(makeEllipse(), 'width', 2, canvas)).toBe(10);
    expect(normaliseField(makeEllipse(), 'height', 80, canvas)).toBe(80);
    expect(normaliseField(makeEllipse(), 'height', 0, canvas)).toBe(1);
    // Only a kind with optional lengths lets one be cleared.
    expect(normaliseField(makeEllipse(), 'strokeWidth', undefined, canvas)).toBe(keepPrevious);
  });

  it("clamps a text's spacing, outline and fit height, and lets each be cleared", () => {
    expect(normaliseField(makeText(), 'letterSpacing', 500, canvas)).toBe(100);
    expect(normaliseField(makeText(), 'letterSpacing', -50, canvas)).toBe(-20);
    expect(normaliseField(makeText(), 'strokeWidth', 99, canvas)).toBe(20);
    expect(normaliseField(makeText(), 'fitHeight', 2, canvas)).toBe(10);
    for (const key of ['width', 'fitHeight', 'letterSpacing', 'strokeWidth']) expect(normaliseField(makeText(), key, undefined, canvas)).toBeUndefined();
    // Only a text's optional lengths can be cleared: an image keeps its width.
    expect(normaliseField(makeImage(), 'width', undefined, canvas)).toBe(keepPrevious);
  });

  it('keeps the previous value for unreadable numbers, except the border which falls back to 1', () => {
    expect(normaliseField(makeText(), 'fontSize', 'big', canvas)).toBe(keepPrevious);
    expect(normaliseField(makeText(), 'x', '', canvas)).toBe(keepPrevious);
    expect(normaliseField(makeImage(), 'originalWidth', -5, canvas)).toBe(keepPrevious);
    expect(normaliseField(makePlaceholder(), 'borderWidth', 'thick', canvas)).toBe(1);
    expect(normaliseField(makePlaceholder(), 'borderWidth', ' 12 ', canvas)).toBe(12);
  });

  it('lets a text wrap width be cleared', () => {
    expect(normaliseField(makeText(), 'width', undefined, canvas)).toBeUndefined();
  });
});
