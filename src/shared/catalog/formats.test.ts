import { describe, expect, it } from 'vitest';
import { findFormat, formatKeys, formatMatches, formats, isFormatKey } from './formats.js';

describe('formatMatches', () => {
  it('compares the catalogue format with underscores turned into hyphens', () => {
    expect(formatMatches('cartolina_verticale', 'cartolina-verticale')).toBe(true);
    expect(formatMatches('photostrip_orizzontale', 'photostrip-orizzontale')).toBe(true);
  });

  it('does not match another format, nor the other orientation', () => {
    expect(formatMatches('cartolina_verticale', 'cartolina-orizzontale')).toBe(false);
    expect(formatMatches('photostrip_verticale', 'cartolina-verticale')).toBe(false);
  });

  it('accepts a catalogue that already uses hyphens', () => {
    expect(formatMatches('cartolina-verticale', 'cartolina-verticale')).toBe(true);
  });
});

describe('formats', () => {
  it('are the four of the spec, each with its underscored catalogue key', () => {
    expect(formats.map((f) => f.key)).toEqual([...formatKeys]);
    expect(findFormat('photostrip-verticale')?.catalogKey).toBe('photostrip_verticale');
  });

  it('know their 300 dpi pixel size', () => {
    expect(findFormat('cartolina-verticale')).toMatchObject({ widthPx: 1200, heightPx: 1800 });
    expect(findFormat('photostrip-orizzontale')).toMatchObject({ widthPx: 1800, heightPx: 600 });
  });

  it('reject unknown keys', () => {
    expect(isFormatKey('cartolina_verticale')).toBe(false);
    expect(isFormatKey('poster')).toBe(false);
    expect(findFormat('poster')).toBeUndefined();
  });
});
