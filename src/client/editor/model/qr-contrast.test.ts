import { describe, expect, it } from 'vitest';
import { assessQrContrast } from './qr-contrast.js';

describe('assessQrContrast', () => {
  it('finds black on white fine and the same colour on itself risky', () => {
    expect(assessQrContrast('#000000', '#ffffff')).toEqual({ ratio: 21, isInverted: false, isRisky: false });
    expect(assessQrContrast('#b4235a', '#b4235a')).toMatchObject({ ratio: 1, isRisky: true });
  });

  it('finds a dark blue on cream fine and a pale grey on white risky', () => {
    expect(assessQrContrast('#123a6b', '#f7f1e8').isRisky).toBe(false);
    expect(assessQrContrast('#aaaaaa', '#ffffff')).toMatchObject({ isInverted: false, isRisky: true });
  });

  it('flags light modules on a dark background, however strong the contrast', () => {
    expect(assessQrContrast('#ffffff', '#000000')).toMatchObject({ ratio: 21, isInverted: true, isRisky: true });
  });

  it('reads short hex and ignores alpha', () => {
    expect(assessQrContrast('#000', '#ffff').ratio).toBe(21);
  });
});
