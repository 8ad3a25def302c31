import opentype from 'opentype.js';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.js';
import { ttfDeclaringHugeTables, ttfWithHugeCharacterRange, ttfWithHugeNameTable, woff2Declaring, woffDeclaringHugeTable } from '../test-support/hostile-fonts.js';
import { readFontsourceFile, unwrapWoff } from '../test-support/test-fonts.js';
import { BrandFontReader, cleanFamilyName, fontInvalidMessage, fontTooComplexMessage } from './read-brand-font.js';

const pacificoTtf = unwrapWoff(readFontsourceFile('pacifico', 'pacifico-latin-400-normal.woff'));

const reader = new BrandFontReader({ timeoutMs: 30_000, memoryMb: 256 }, 2);
afterAll(() => reader.close());
const readBrandFont = (bytes: Buffer) => reader.read(bytes);

const greatVibesWoff = readFontsourceFile('great-vibes', 'great-vibes-latin-400-normal.woff');

/** An OTF (CFF outlines) of Great Vibes under another family name, written by opentype.js. */
function renamedOtf(family: string): Buffer {
  const font = opentype.parse(greatVibesWoff.buffer.slice(greatVibesWoff.byteOffset, greatVibesWoff.byteOffset + greatVibesWoff.length));
  for (const table of Object.values(font.names)) {
    if (table.fontFamily !== undefined) table.fontFamily = { en: family };
  }
  delete font.tables.gsub;
  return Buffer.from(font.toArrayBuffer());
}

async function refusal(bytes: Buffer): Promise<{ status: number; code: string; message: string }> {
  try {
    await readBrandFont(bytes);
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the bytes were accepted as a font');
}

describe('readBrandFont', () => {
  it('reads the four formats by their bytes, with the family from the name table', async () => {
    await expect(readBrandFont(greatVibesWoff)).resolves.toEqual({ format: 'woff', family: 'Great Vibes', weight: 'normal', style: 'normal' });
    await expect(readBrandFont(readFontsourceFile('great-vibes', 'great-vibes-latin-400-normal.woff2'))).resolves.toMatchObject({ format: 'woff2', family: 'Great Vibes' });
    await expect(readBrandFont(unwrapWoff(greatVibesWoff))).resolves.toMatchObject({ format: 'ttf', family: 'Great Vibes' });
    await expect(readBrandFont(renamedOtf('Cornice Firma'))).resolves.toMatchObject({ format: 'otf', family: 'Cornice Firma' });
  });

  it('maps the weight class and italic flag to the layout weight and style', async () => {
    await expect(readBrandFont(readFontsourceFile('roboto', 'roboto-latin-700-italic.woff2'))).resolves.toMatchObject({ family: 'Roboto', weight: 'bold', style: 'italic' });
    await expect(readBrandFont(readFontsourceFile('roboto', 'roboto-latin-400-italic.woff'))).resolves.toMatchObject({ weight: 'normal', style: 'italic' });
    await expect(readBrandFont(readFontsourceFile('roboto', 'roboto-latin-700-normal.woff'))).resolves.toMatchObject({ weight: 'bold', style: 'normal' });
  });

  it.each([
    ['a text file named .ttf', Buffer.from('Questo non è un font, solo testo.\n'.repeat(20))],
    ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')],
    ['a truncated WOFF2', readFontsourceFile('great-vibes', 'great-vibes-latin-400-normal.woff2').subarray(0, 400)],
    ['a WOFF whose tables are cut off', greatVibesWoff.subarray(0, 2000)],
    ['a TrueType header with nothing after it', Buffer.from('00010000000000000000000000000000', 'hex')],
    ['a TrueType directory declaring 2 GB tables', ttfDeclaringHugeTables()],
    // Listing its character set would build an array of two billion numbers.
    ['a 160-byte TrueType whose cmap claims two billion characters', ttfWithHugeCharacterRange()],
  ])('refuses %s with the Italian message', async (_label, bytes) => {
    await expect(refusal(bytes)).resolves.toEqual({ status: 400, code: 'FONT_INVALID', message: fontInvalidMessage });
  });

  it.each([
    ['a WOFF whose table inflates to 2 GB', woffDeclaringHugeTable()],
    ['a WOFF2 declaring a 4 GB font', woff2Declaring(0xffff_ff00, 100)],
    ['a WOFF2 whose tables unpack to 6 GB', woff2Declaring(1000, 1024 * 1024 * 1024)],
    // Its directory is honest: the worker's heap limit stops it, where the process died.
    ['a TrueType whose 65 535 names are 64 KB each', ttfWithHugeNameTable(pacificoTtf)],
  ])('refuses %s as too complex', async (_label, bytes) => {
    await expect(refusal(bytes)).resolves.toEqual({ status: 400, code: 'FONT_TOO_COMPLEX', message: fontTooComplexMessage });
  });
});

describe('cleanFamilyName', () => {
  it('drops characters that would break a CSS font string and keeps the rest', () => {
    expect(cleanFamilyName('  Brand "Sans"\u0000;\n Pro  ')).toBe('Brand Sans Pro');
    expect(cleanFamilyName('Café Ünïcode')).toBe('Café Ünïcode');
    expect(cleanFamilyName('x'.repeat(300))).toHaveLength(100);
  });
});
