import { describe, expect, it } from 'vitest';
import { roundToStep } from './round-to-step.js';

describe('roundToStep', () => {
  it('shows a value to its step: whole numbers for a step of 1', () => {
    expect(roundToStep(5.389221556886228, 1)).toBe('5');
    expect(roundToStep(1.3000000000000003, 0.1)).toBe('1.3');
    expect(roundToStep(0.45, 0.05)).toBe('0.45');
    expect(roundToStep(12, 0.5)).toBe('12');
  });

  it('shows nothing for a value that is not a number', () => {
    expect(roundToStep(Number.NaN, 1)).toBe('');
  });
});
