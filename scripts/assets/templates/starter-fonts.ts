import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import opentype, { type Font, type Glyph } from 'opentype.js';
import { fontPackageId } from '../fonts/font-selection.js';

/**
 * The self-hosted fonts, read with opentype.js from the same @fontsource packages the app serves:
 * the starter layout sizes its text with their real advance widths, and the starter previews draw
 * the names as glyph outlines (librsvg cannot load web fonts).
 */

const requireFromHere = createRequire(import.meta.url);
const cache = new Map<string, Font>();

function loadFont(family: string, bold: boolean): Font {
  const key = `${family}/${bold ? 700 : 400}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const id = fontPackageId(family);
  const dir = join(dirname(requireFromHere.resolve(`@fontsource/${id}/package.json`)), 'files');
  const read = (weight: number): Buffer | null => {
    try {
      return readFileSync(join(dir, `${id}-latin-${weight}-normal.woff`));
    } catch {
      return null;
    }
  };
  const bytes = (bold ? read(700) : null) ?? read(400);
  if (bytes === null) throw new Error(`no latin woff for ${family} in @fontsource/${id}`);
  const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  cache.set(key, font);
  return font;
}

interface Run {
  font: Font;
  glyphs: Glyph[];
  scale: number;
}

function run(text: string, family: string, bold: boolean, size: number): Run {
  const font = loadFont(family, bold);
  // Glyph by glyph: opentype.js 2 throws on some fonts' contextual substitutions.
  return { font, glyphs: [...text].map((c) => font.charToGlyph(c)), scale: size / font.unitsPerEm };
}

/** Advance width of one line of text, kerning included, in the units of `size`. */
export function measureLine(text: string, family: string, bold: boolean, size: number): number {
  const { font, glyphs, scale } = run(text, family, bold, size);
  return glyphs.reduce((sum, glyph, i) => {
    const next = glyphs[i + 1];
    return sum + (glyph.advanceWidth ?? 0) * scale + (next === undefined ? 0 : font.getKerningValue(glyph, next) * scale);
  }, 0);
}

const r = (v: number): string => String(Math.round(v * 10) / 10);

/** SVG path data from opentype commands (its own toPathData writes NaN for some quadratic curves). */
function pathData(commands: readonly opentype.PathCommand[]): string {
  return commands
    .map((c) => {
      switch (c.type) {
        case 'M':
        case 'L':
          return `${c.type}${r(c.x)} ${r(c.y)}`;
        case 'Q':
          return `Q${r(c.x1)} ${r(c.y1)} ${r(c.x)} ${r(c.y)}`;
        case 'C':
          return `C${r(c.x1)} ${r(c.y1)} ${r(c.x2)} ${r(c.y2)} ${r(c.x)} ${r(c.y)}`;
        case 'Z':
          return 'Z';
      }
    })
    .join('');
}

/**
 * Outline of one line, centred on `cx`, placed as a canvas with textBaseline 'middle' would (Konva
 * draws each line so): the em box's middle on `cy`.
 */
export function linePath(text: string, family: string, bold: boolean, size: number, cx: number, cy: number): string {
  const { font, glyphs, scale } = run(text, family, bold, size);
  let x = cx - measureLine(text, family, bold, size) / 2;
  const baseline = cy + ((font.ascender + font.descender) / 2) * scale;
  const parts: string[] = [];
  glyphs.forEach((glyph, i) => {
    parts.push(pathData(glyph.getPath(x, baseline, size).commands));
    const next = glyphs[i + 1];
    x += (glyph.advanceWidth ?? 0) * scale + (next === undefined ? 0 : font.getKerningValue(glyph, next) * scale);
  });
  return parts.join('');
}
