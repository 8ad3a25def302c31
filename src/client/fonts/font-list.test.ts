import { describe, expect, test } from 'vitest';
import { allowedFonts, defaultFontFamily, flattenFonts } from './font-list.js';

const font = (family: string) => ({ name: family, family });

describe('flattenFonts', () => {
  test('lists every category in order, each family once', () => {
    const catalog = { Script: [font('Pacifico'), font('Great Vibes')], 'Sans Serif': [font('Roboto'), font('Pacifico')] };
    expect(flattenFonts(catalog).map((entry) => entry.family)).toEqual(['Pacifico', 'Great Vibes', 'Roboto']);
  });
});

describe('defaultFontFamily', () => {
  test('is Roboto when present', () => {
    expect(defaultFontFamily([font('Lato'), font('Roboto')])).toBe('Roboto');
  });

  test('is otherwise the first font', () => {
    expect(defaultFontFamily([font('Lato'), font('Oswald')])).toBe('Lato');
  });

  test('is Arial for an empty list', () => {
    expect(defaultFontFamily([])).toBe('Arial');
  });
});

describe('allowedFonts', () => {
  const fonts = [font('Roboto'), font('Great Vibes'), font('Lobster')];

  test('keeps every font when all are allowed', () => {
    expect(allowedFonts(fonts, 'all')).toEqual(fonts);
  });

  test('keeps only the families the plan lists', () => {
    expect(allowedFonts(fonts, ['Roboto', 'Lobster', 'Oswald'])).toEqual([font('Roboto'), font('Lobster')]);
  });

  test('offers Arial rather than nothing when no listed family is in the catalogue', () => {
    expect(allowedFonts([font('Arial')], ['Roboto', 'Lato'])).toEqual([font('Arial')]);
  });
});
