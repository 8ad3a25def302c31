import { create, type Font } from 'fontkit';
import { type BrandFontFormat, maxBrandFontFamilyLength } from '../../shared/api/brand-fonts.js';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { AppError } from '../http/app-error.js';

export const fontInvalidMessage = 'Il file non è un font valido (TTF, OTF, WOFF o WOFF2).';

export interface BrandFontFace {
  format: BrandFontFormat;
  family: string;
  weight: 'normal' | 'bold';
  style: 'normal' | 'italic';
}

/** The format from the file's first four bytes (the sfnt version or the WOFF signature). */
function detectFormat(bytes: Buffer): BrandFontFormat | null {
  if (bytes.length < 12) return null;
  const tag = bytes.subarray(0, 4).toString('latin1');
  if (tag === 'wOFF') return 'woff';
  if (tag === 'wOF2') return 'woff2';
  if (tag === 'OTTO') return 'otf';
  if (tag === '\u0000\u0001\u0000\u0000' || tag === 'true') return 'ttf';
  return null;
}

/**
 * Quotes, backslashes and control characters would break the CSS font strings the canvas
 * builds from the family, so they are dropped; runs of spaces become one.
 */
export function cleanFamilyName(raw: string): string {
  return raw
    .replace(/[\p{Cc}\p{Cf}"'\\;{}<>]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxBrandFontFamilyLength)
    .trim();
}

/** The typographic family (name ID 16) when there is one: 'Inter' rather than 'Inter SemiBold'. */
function readFamily(font: Font): string {
  return cleanFamilyName(font.getName('preferredFamily', 'en') ?? font.familyName ?? '');
}

/** OS/2 weight 600 and above is bold (the layout knows two weights); italic from fsSelection, the slant or the style name. */
function readWeightAndStyle(font: Font): Pick<BrandFontFace, 'weight' | 'style'> {
  const os2 = font['OS/2'] as Font['OS/2'] | undefined;
  const subfamily = (font.getName('preferredSubfamily', 'en') ?? font.subfamilyName ?? '').toLowerCase();
  const weightClass = os2?.usWeightClass ?? (/bold|black|heavy/.test(subfamily) ? 700 : 400);
  const isItalic = os2?.fsSelection.italic === true || (font.italicAngle ?? 0) !== 0 || /italic|oblique/.test(subfamily);
  return { weight: weightClass >= 600 ? 'bold' : 'normal', style: isItalic ? 'italic' : 'normal' };
}

/**
 * Reads an uploaded font with fontkit and checks that it is one a browser can draw: a single
 * TTF, OTF, WOFF or WOFF2 (not a collection) with a family name and outlines for its glyphs.
 * Reading the name, the metrics and a glyph's outline decompresses and parses the tables a
 * FontFace needs, so a file that only starts like a font is refused too: 400 FONT_INVALID.
 */
export function readBrandFont(bytes: Buffer): BrandFontFace {
  const format = detectFormat(bytes);
  if (format === null) throw invalidFont();
  let face: BrandFontFace;
  try {
    const font = create(bytes);
    if (!('unitsPerEm' in font)) throw invalidFont();
    if (font.numGlyphs < 1 || font.unitsPerEm <= 0) throw invalidFont();
    const probe = font.glyphForCodePoint(font.characterSet.find((codePoint) => codePoint > 32) ?? 65);
    void probe.path;
    void probe.advanceWidth;
    face = { format, family: readFamily(font), ...readWeightAndStyle(font) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidFont();
  }
  if (face.family === '') throw new AppError(400, ErrorCodes.fontInvalid, 'Il font non ha un nome di famiglia leggibile.');
  return face;
}

function invalidFont(): AppError {
  return new AppError(400, ErrorCodes.fontInvalid, fontInvalidMessage);
}
