import { create, type Font } from 'fontkit';
import { maxBrandFontFamilyLength } from '../../shared/api/brand-fonts.js';

export interface ParsedFontFace {
  family: string;
  weight: 'normal' | 'bold';
  style: 'normal' | 'italic';
}

export type ParsedBrandFont = { ok: true; face: ParsedFontFace } | { ok: false; reason: 'invalid' | 'no-family' };

/**
 * Characters a text font maps, tried in turn to find a glyph to draw. The font's character set
 * is never listed: fontkit expands every cmap range into an array, and one range in a 160-byte
 * file can claim two billion characters.
 */
const probeCodePoints = [0x41, 0x61, 0x30, 0xe0, 0x3b1, 0x430, 0x5d0, 0x627, 0x4e00, 0x2605, 0xe000, 0xf000];

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
function readWeightAndStyle(font: Font): Pick<ParsedFontFace, 'weight' | 'style'> {
  const os2 = font['OS/2'] as Font['OS/2'] | undefined;
  const subfamily = (font.getName('preferredSubfamily', 'en') ?? font.subfamilyName ?? '').toLowerCase();
  const weightClass = os2?.usWeightClass ?? (/bold|black|heavy/.test(subfamily) ? 700 : 400);
  const isItalic = os2?.fsSelection.italic === true || (font.italicAngle ?? 0) !== 0 || /italic|oblique/.test(subfamily);
  return { weight: weightClass >= 600 ? 'bold' : 'normal', style: isItalic ? 'italic' : 'normal' };
}

/**
 * Reads a font with fontkit and checks that it is one a browser can draw: a single font (not a
 * collection) with a family name and an outline for a glyph it maps. Reading the name, the
 * metrics and that outline decompresses and parses the tables a FontFace needs, so a file that
 * only starts like a font is refused too. Runs in a worker (brand-font-worker.ts) with a budget:
 * it is fontkit on untrusted bytes.
 */
export function parseBrandFont(bytes: Uint8Array): ParsedBrandFont {
  let face: ParsedFontFace;
  try {
    const font = create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (!('unitsPerEm' in font)) return { ok: false, reason: 'invalid' };
    if (font.numGlyphs < 1 || font.unitsPerEm <= 0) return { ok: false, reason: 'invalid' };
    face = { family: readFamily(font), ...readWeightAndStyle(font) };
    const mapped = probeCodePoints.find((codePoint) => font.hasGlyphForCodePoint(codePoint));
    const probe = mapped === undefined ? font.getGlyph(Math.min(1, font.numGlyphs - 1)) : font.glyphForCodePoint(mapped);
    void probe.path;
    void probe.advanceWidth;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  return face.family === '' ? { ok: false, reason: 'no-family' } : { ok: true, face };
}
