import { describe, expect, it } from 'vitest';
import { fitWithin, maxUploadSide } from './image-files.js';

describe('fitWithin', () => {
  it('keeps a picture within the limit as it is', () => {
    expect(fitWithin(40, 30, maxUploadSide)).toEqual({ width: 40, height: 30 });
    expect(fitWithin(2400, 1000, 2400)).toEqual({ width: 2400, height: 1000 });
  });

  it('shrinks the long side to the limit, keeping the ratio', () => {
    expect(fitWithin(4800, 3600, 2400)).toEqual({ width: 2400, height: 1800 });
    expect(fitWithin(1000, 6000, 2400)).toEqual({ width: 400, height: 2400 });
  });

  it('never rounds a side down to zero', () => {
    expect(fitWithin(10_000, 1, 2400)).toEqual({ width: 2400, height: 1 });
  });
});
