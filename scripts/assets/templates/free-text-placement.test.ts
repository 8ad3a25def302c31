import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findFormat, printDpi } from '../../../src/shared/catalog/formats.js';
import { contrastRatio, minimumContrast, parseHexColour } from '../../../src/shared/layout/contrast.js';
import { createLayoutDocument } from '../../../src/shared/layout/create-layout-document.js';
import { getOpeningScale } from '../../../src/shared/layout/opening-scale.js';
import { placeInitialText, type TemplatePixels } from '../../../src/shared/layout/place-initial-text.js';
import { overlaps } from './layout.js';
import { designsByTheme } from './designs/index.js';
import { makeDesignContext } from './render.js';
import { meanColourUnder } from './mean-colour-under.js';

/**
 * On real template pixels: 'Layout vuoto' (no starter) puts the default text off
 * every photo window the design left, in an ink readable on the pixels under it. Gatsby Gold's
 * cartolina once put it across the top of its window: the dark ground between the gold border
 * and the window was read as one more window, so the only 'free' place was the border at the top.
 */
const cases = [
  { theme: 'matrimonio', design: 'gatsby-gold', format: 'cartolina-verticale' },
  { theme: 'matrimonio', design: 'gatsby-gold', format: 'photostrip-verticale' },
  { theme: 'compleanno', design: 'neon-night', format: 'cartolina-orizzontale' },
  { theme: 'laurea', design: 'chalkboard', format: 'photostrip-verticale' },
  { theme: 'matrimonio', design: 'eucalyptus-bloom', format: 'cartolina-orizzontale' },
] as const;

/** The template drawn small, as the editor reads it (read-template-pixels.ts: long side 240). */
async function readSmall(png: Buffer, width: number, height: number): Promise<TemplatePixels> {
  const k = 240 / Math.max(width, height);
  const small = { width: Math.round(width * k), height: Math.round(height * k) };
  const { data } = await sharp(png).resize(small.width, small.height, { fit: 'fill' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { ...small, data };
}

describe("the default text of 'Layout vuoto'", () => {
  it.each(cases)('stays off the photo windows of $design ($format), in a readable ink', async ({ theme, design: name, format: formatKey }) => {
    const format = findFormat(formatKey);
    const design = designsByTheme[theme].find((candidate) => candidate.name === name);
    if (format === undefined || design === undefined) throw new Error(`no ${name} ${formatKey}`);
    const rendered = design.render(format, await makeDesignContext());
    const png = await sharp(Buffer.from(rendered.svg), { density: 72, limitInputPixels: false }).flatten({ background: '#ffffff' }).png().toBuffer();
    const template = { path: `/assets/templates/${theme}/${format.catalogKey}/${name}.png`, width: format.widthPx, height: format.heightPx, dpi: printDpi };
    let next = 0;
    const document = createLayoutDocument({ template, scale: getOpeningScale(template), createId: () => `e${(next += 1)}` });
    const margin = (format.widthPx / format.widthMm) * 3;
    const placed = placeInitialText(document, await readSmall(png, format.widthPx, format.heightPx), margin, (content, fontSize, lineHeight) => content.split('\n').length * fontSize * lineHeight);
    const text = placed.elements.find((element) => element.type === 'text');
    if (text?.type !== 'text' || text.width === undefined) throw new Error('no text');
    const box = { x: text.x, y: text.y, w: text.width, h: text.content.split('\n').length * text.fontSize * text.lineHeight };
    for (const window of rendered.windows ?? rendered.layout.photos) expect(overlaps(box, window), `text ${JSON.stringify(box)} on window ${JSON.stringify(window)}`).toBe(false);
    expect(box.x).toBeGreaterThanOrEqual(margin - 0.5);
    expect(box.y + box.h).toBeLessThanOrEqual(format.heightPx - margin + 0.5);
    expect(contrastRatio(parseHexColour(text.color), await meanColourUnder(png, box))).toBeGreaterThanOrEqual(minimumContrast.normal);
  });
});
