import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import sharp from 'sharp';

/** The spec's draft mark: the word, bold, a quarter of the width tall, red at 30 %, at -35° across the middle. */
const markText = 'BOZZA';
const markColour = 'rgb(200, 30, 45)';
const markOpacity = 0.3;
const markAngle = -35;
const printDpi = 300;

let markFont: Font | undefined;

/**
 * The font the editor draws the mark in (Roboto bold), read once. The letters go into the SVG
 * as outlines, so the mark never depends on the fonts installed on the server's machine (librsvg
 * would silently draw nothing without one).
 */
function loadMarkFont(): Font {
  if (markFont === undefined) {
    const file = createRequire(import.meta.url).resolve('@fontsource/roboto/files/roboto-latin-700-normal.woff');
    const font = create(readFileSync(file));
    if (!('layout' in font)) throw new Error('the draft mark font is a collection');
    markFont = font;
  }
  return markFont;
}

/** The SVG of the mark for a picture of this size, the word as glyph outlines. */
export function draftMarkSvg(width: number, height: number): string {
  const font = loadMarkFont();
  const run = font.layout(markText);
  const fontSize = width / 4;
  const scale = fontSize / font.unitsPerEm;
  let advance = 0;
  const paths: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    paths.push(`<path transform="translate(${advance + (position?.xOffset ?? 0)} 0)" d="${glyph.path.toSVG()}"/>`);
    advance += position?.xAdvance ?? glyph.advanceWidth;
  });
  // Font units are y-up: the flip puts the baseline at 0 and the capitals above it.
  const centre = `translate(${width / 2} ${height / 2}) rotate(${markAngle}) scale(${scale} ${-scale}) translate(${-advance / 2} ${-font.capHeight / 2})`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<g fill="${markColour}" fill-opacity="${markOpacity}" transform="${centre}">${paths.join('')}</g></svg>`
  );
}

/** The picture with the large 'BOZZA' over it, as a 300 dpi PNG with no metadata of the sender's. */
export async function stampDraftMark(png: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(png, { limitInputPixels: false })
    .composite([{ input: Buffer.from(draftMarkSvg(width, height)), top: 0, left: 0 }])
    .withExif({})
    .withDensity(printDpi)
    .png()
    .toBuffer();
}
