import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { displayLongSide } from '../../../src/shared/catalog/display-path.js';
import { printDpi, type Format } from '../../../src/shared/catalog/formats.js';
import { grainTileSize, type Design, type DesignContext, type RenderedDesign } from './design.js';

export const previewLongSide = 600;

/** Renders SVG at its own pixel size (librsvg treats px at 72 dpi as 1:1). */
function rasterise(svg: string): Sharp {
  return sharp(Buffer.from(svg), { density: 72, limitInputPixels: false });
}

/** A seamless grain tile from feTurbulence, made once: filtering a whole page would cost ~2 s each. */
export async function makeDesignContext(): Promise<DesignContext> {
  const t = grainTileSize;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${t}" height="${t}">` +
    `<filter id="n" x="0" y="0" width="100%" height="100%">` +
    `<feTurbulence type="fractalNoise" baseFrequency="0.75" numOctaves="2" seed="11" stitchTiles="stitch"/>` +
    // Warm grey specks with alpha from the noise: a multiply-like darkening without blend modes.
    `<feColorMatrix type="matrix" values="0 0 0 0 0.32 0 0 0 0 0.27 0 0 0 0 0.22 0 0 0 -1.3 0.8"/>` +
    `</filter><rect width="${t}" height="${t}" filter="url(#n)"/></svg>`;
  const png = await rasterise(svg).png().toBuffer();
  return { grainTile: `data:image/png;base64,${png.toString('base64')}` };
}

export interface RenderTarget {
  /** The print original: outside the public files, served only to an entitled operator. */
  png: string;
  preview: string;
  /** The public display copy the free and demo editors draw (see display-path.ts). */
  display: string;
}

/**
 * The display copy: long side displayLongSide, WebP (alpha kept where a picture has it). Near
 * lossless quality, since the editor shows it at 'Adatta' as large as the screen allows.
 */
export async function encodeDisplayCopy(original: Buffer): Promise<Buffer> {
  return sharp(original)
    .resize({ width: displayLongSide, height: displayLongSide, fit: 'inside', kernel: 'lanczos3', withoutEnlargement: true })
    .webp({ quality: 88, effort: 4 })
    .toBuffer();
}

/** Renders one design in one format: the print PNG (exact size, 300 dpi, no alpha), its JPEG preview and its display copy. */
export async function renderDesign(design: Design, format: Format, ctx: DesignContext, target: RenderTarget): Promise<{ rendered: RenderedDesign; preview: Buffer }> {
  const rendered = design.render(format, ctx);
  const { svg } = rendered;
  const { data, info } = await rasterise(svg)
    .flatten({ background: '#ffffff' })
    .withDensity(printDpi)
    .png({ compressionLevel: 7, adaptiveFiltering: true })
    .toBuffer({ resolveWithObject: true });
  if (info.width !== format.widthPx || info.height !== format.heightPx) {
    throw new Error(`${design.name} ${format.key}: rendered ${info.width}x${info.height}, expected ${format.widthPx}x${format.heightPx}`);
  }
  const preview = await sharp(data)
    .resize({ width: previewLongSide, height: previewLongSide, fit: 'inside', kernel: 'lanczos3' })
    .jpeg({ quality: 82, progressive: true, mozjpeg: true })
    .toBuffer();
  const display = await encodeDisplayCopy(data);
  await Promise.all([target.png, target.preview, target.display].map((file) => mkdir(dirname(file), { recursive: true })));
  await writeFile(target.png, data);
  await writeFile(target.preview, preview);
  await writeFile(target.display, display);
  return { rendered, preview };
}
