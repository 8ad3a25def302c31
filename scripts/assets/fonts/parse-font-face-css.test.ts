import { describe, expect, test } from 'vitest';
import { parseFontFaceCss } from './parse-font-face-css.js';

const rule = (extra: string) => `/* x */
@font-face {
  font-family: 'Great Vibes';
  font-style: normal;
  font-display: swap;
  font-weight: 400;
  src: url(./files/great-vibes-latin-400-normal.woff2) format('woff2'), url(./files/great-vibes-latin-400-normal.woff) format('woff');
  ${extra}
}`;

describe('parseFontFaceCss', () => {
  test('reads family, style, weight, the woff2 url and the unicode-range', () => {
    expect(parseFontFaceCss(rule('unicode-range: U+0000-00FF,U+0131;'))).toEqual([
      { family: 'Great Vibes', style: 'normal', weight: 400, woff2Url: './files/great-vibes-latin-400-normal.woff2', unicodeRange: 'U+0000-00FF,U+0131' },
    ]);
  });

  test('accepts a rule without unicode-range', () => {
    expect(parseFontFaceCss(rule(''))[0]?.unicodeRange).toBeNull();
  });

  test('rejects a rule it cannot understand rather than dropping a face', () => {
    expect(() => parseFontFaceCss('@font-face { font-family: X; src: url(x.ttf); }')).toThrow(/Unrecognised/);
  });
});
