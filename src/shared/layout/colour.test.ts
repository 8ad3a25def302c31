import { describe, expect, it } from 'vitest';
import { Colour } from './colour.js';

describe('Colour', () => {
  it('accepts hex colours of 3, 4, 6 and 8 digits', () => {
    for (const value of ['#fff', '#ffff', '#172b4d', '#172B4D80']) expect(Colour.safeParse(value).success).toBe(true);
  });

  it('rejects names, functions and malformed hex', () => {
    for (const value of ['red', 'rgb(0,0,0)', '#12345', '333333', '', 12]) expect(Colour.safeParse(value).success).toBe(false);
  });
});
