import { describe, expect, it } from 'vitest';
import { pickDefaultFont } from './default-font.js';

describe('pickDefaultFont', () => {
  it('prefers Roboto, else the first font, else Roboto', () => {
    expect(pickDefaultFont(['Lato', 'Roboto'])).toBe('Roboto');
    expect(pickDefaultFont(['Arial'])).toBe('Arial');
    expect(pickDefaultFont([])).toBe('Roboto');
  });
});
