import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sfntFont, ttfDeclaringHugeTables, ttfWithHugeCharacterRange, ttfWithHugeNameTable, woff2Declaring, woffDeclaringHugeTable } from '../test-support/hostile-fonts.js';
import { readFontsourceFile, unwrapWoff } from '../test-support/test-fonts.js';
import { checkFontTableDirectory, maxDeclaredFontBytes } from './font-table-directory.js';

const pacificoTtf = unwrapWoff(readFontsourceFile('pacifico', 'pacifico-latin-400-normal.woff'));

const require = createRequire(import.meta.url);

/** Every WOFF and WOFF2 of a few @fontsource families, and the TrueType inside each WOFF. */
function realFonts(): [string, Buffer][] {
  const fonts: [string, Buffer][] = [];
  for (const family of ['great-vibes', 'roboto', 'cormorant-garamond', 'open-sans']) {
    const dir = path.join(path.dirname(require.resolve(`@fontsource/${family}/package.json`)), 'files');
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.woff') || name.endsWith('.woff2'))) {
      const bytes = readFontsourceFile(family, file);
      fonts.push([file, bytes]);
      if (file.endsWith('.woff')) fonts.push([file.replace(/\.woff$/, '.ttf'), unwrapWoff(bytes)]);
    }
  }
  return fonts;
}

describe('checkFontTableDirectory', () => {
  it('accepts every real font file, in each format', () => {
    const fonts = realFonts();
    expect(fonts.length).toBeGreaterThan(100);
    const refused = fonts.filter(([, bytes]) => !checkFontTableDirectory(bytes).ok).map(([name]) => name);
    expect(refused).toEqual([]);
    expect(checkFontTableDirectory(readFontsourceFile('roboto', 'roboto-latin-400-normal.woff2'))).toEqual({ ok: true, format: 'woff2' });
  });

  it.each([
    ['a TrueType directory declaring 2 GB tables', ttfDeclaringHugeTables(), 'malformed'],
    ['a WOFF whose table inflates to 2 GB', woffDeclaringHugeTable(), 'too-large'],
    ['a WOFF2 declaring a 4 GB font', woff2Declaring(0xffff_ff00, 100), 'too-large'],
    ['a WOFF2 whose tables unpack to 6 × 1 GB', woff2Declaring(1000, 1024 * 1024 * 1024), 'too-large'],
    ['a WOFF2 just past the absolute cap', woff2Declaring(1000, Math.ceil(maxDeclaredFontBytes / 6) + 1), 'too-large'],
    ['a TrueType directory of 1000 tables', Buffer.concat([Buffer.from('0001000003e8', 'hex'), Buffer.alloc(6 + 16 * 1000)]), 'too-large'],
    ['two tables over the same bytes', overlappingTables(), 'malformed'],
    ['a table named twice', sfntFont([['head', Buffer.alloc(8)], ['head', Buffer.alloc(8)]]), 'malformed'],
    ['a WOFF2 cut inside its directory', woff2Declaring(1000, 100).subarray(0, 52), 'malformed'],
    ['plain text', Buffer.from('Questo non è un font.'), 'not-a-font'],
  ])('refuses %s', (_label, bytes, reason) => {
    expect(checkFontTableDirectory(bytes)).toEqual({ ok: false, reason });
  });

  it('leaves honest directories with hostile contents to the parser', () => {
    expect(checkFontTableDirectory(ttfWithHugeCharacterRange())).toEqual({ ok: true, format: 'ttf' });
    expect(checkFontTableDirectory(ttfWithHugeNameTable(pacificoTtf))).toEqual({ ok: true, format: 'ttf' });
    expect(checkFontTableDirectory(woff2Declaring(100_000, 1000))).toEqual({ ok: true, format: 'woff2' });
  });
});

function overlappingTables(): Buffer {
  const font = sfntFont([['cmap', Buffer.alloc(16)], ['head', Buffer.alloc(16)]]);
  font.writeUInt32BE(font.readUInt32BE(12 + 8), 12 + 16 + 8);
  return font;
}
