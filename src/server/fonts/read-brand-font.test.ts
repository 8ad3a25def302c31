import opentype from 'opentype.js';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.js';
import { readFontsourceFile, unwrapWoff } from '../test-support/test-fonts.js';
import { cleanFamilyName, fontInvalidMessage, readBrandFont } from './read-brand-font.js';

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

function refusal(bytes: Buffer): { status: number; code: string; message: string } {
  try {
    readBrandFont(bytes);
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the bytes were accepted as a font');
}

describe('readBrandFont', () => {
  it('reads the four formats by their bytes, with the family from the name table', () => {
    expect(readBrandFont(greatVibesWoff)).toEqual({ format: 'woff', family: 'Great Vibes', weight: 'normal', style: 'normal' });
    expect(readBrandFont(readFontsourceFile('great-vibes', 'great-vibes-latin-400-normal.woff2'))).toMatchObject({ format: 'woff2', family: 'Great Vibes' });
    expect(readBrandFont(unwrapWoff(greatVibesWoff))).toMatchObject({ format: 'ttf', family: 'Great Vibes' });
    expect(readBrandFont(renamedOtf('Cornice Firma'))).toMatchObject({ format: 'otf', family: 'Cornice Firma' });
  });

  it('maps the weight class and italic flag to the layout weight and style', () => {
    expect(readBrandFont(readFontsourceFile('roboto', 'roboto-latin-700-italic.woff2'))).toMatchObject({ family: 'Roboto', weight: 'bold', style: 'italic' });
    expect(readBrandFont(readFontsourceFile('roboto', 'roboto-latin-400-italic.woff'))).toMatchObject({ weight: 'normal', style: 'italic' });
    expect(readBrandFont(readFontsourceFile('roboto', 'roboto-latin-700-normal.woff'))).toMatchObject({ weight: 'bold', style: 'normal' });
  });

  it.each([
    ['a text file named .ttf', Buffer.from('Questo non è un font, solo testo.\n'.repeat(20))],
    ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')],
    ['a truncated WOFF2', readFontsourceFile('great-vibes', 'great-vibes-latin-400-normal.woff2').subarray(0, 400)],
    ['a WOFF whose tables are cut off', greatVibesWoff.subarray(0, 2000)],
    ['a TrueType header with nothing after it', Buffer.from('00010000000000000000000000000000', 'hex')],
  ])('refuses %s with the Italian message', (_label, bytes) => {
    expect(refusal(bytes)).toEqual({ status: 400, code: 'FONT_INVALID', message: fontInvalidMessage });
  });
});

describe('cleanFamilyName', () => {
  it('drops characters that would break a CSS font string and keeps the rest', () => {
    expect(cleanFamilyName('  Brand "Sans"\u0000;\n Pro  ')).toBe('Brand Sans Pro');
    expect(cleanFamilyName('Café Ünïcode')).toBe('Café Ünïcode');
    expect(cleanFamilyName('x'.repeat(300))).toHaveLength(100);
  });
});
