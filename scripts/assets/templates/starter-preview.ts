import sharp from 'sharp';
import type { StarterPreviewLongSide } from '../../../src/shared/catalog/starter-path.js';
import type { LayoutDocument } from '../../../src/shared/layout/layout-document.js';
import { linePath } from './starter-fonts.js';
import { samplePhotoSvg } from './sample-photos.js';
import { el } from './svg.js';

/** The designed preview's files: the gallery's JPEG, the catalogue's WebPs and the words-free backdrop. */
export interface StarterPreviewImages {
  jpeg: Buffer;
  /** WebP by long side (starterPreviewLongSides). */
  webp: Record<StarterPreviewLongSide, Buffer>;
  /** Sample photos over the artwork, without the words: the request modal draws the client's over it. */
  backdrop: Buffer;
}

/**
 * The catalogue's picture of a template as it opens: its starter layout with sample
 * photos in the frames and the sample words in their fonts, drawn over the plain preview; as
 * the gallery's JPEG, as WebP at the catalogue's sizes, and once more without the words.
 */
export async function renderStarterPreview(preview: Buffer, document: LayoutDocument, photoOffset: number): Promise<StarterPreviewImages> {
  const meta = await sharp(preview).metadata();
  const width = meta.width ?? document.template.width;
  const height = meta.height ?? document.template.height;
  const photos = composeStarterSvg(document, photoOffset, width, height, false);
  const full = composeStarterSvg(document, photoOffset, width, height, true);
  const drawn = await sharp(preview).composite([{ input: Buffer.from(full), top: 0, left: 0 }]).png().toBuffer();
  const backdrop = await sharp(preview).composite([{ input: Buffer.from(photos), top: 0, left: 0 }]).webp({ quality: 80, effort: 4 }).toBuffer();
  const webpAt = (longSide: StarterPreviewLongSide) =>
    sharp(drawn).resize({ width: longSide, height: longSide, fit: 'inside', kernel: 'lanczos3', withoutEnlargement: true }).webp({ quality: 78, effort: 4 }).toBuffer();
  const [small, large] = await Promise.all([webpAt(300), webpAt(600)]);
  return {
    jpeg: await sharp(drawn).jpeg({ quality: 82, progressive: true, mozjpeg: true }).toBuffer(),
    webp: { 300: small, 600: large },
    backdrop,
  };
}

/** The starter's frames as sample photos and, when `withWords`, its texts as paths, over a preview of that size. */
function composeStarterSvg(document: LayoutDocument, photoOffset: number, width: number, height: number, withWords: boolean): string {
  const { width: W, height: H } = document.template;
  const parts: string[] = [];
  let photo = photoOffset;
  for (const element of document.elements) {
    switch (element.type) {
      case 'placeholder':
        parts.push(samplePhotoSvg({ x: element.x, y: element.y, w: element.width, h: element.height }, photo, `s${photo}`));
        photo += 1;
        break;
      case 'text': {
        if (!withWords) break;
        const bold = element.fontWeight === 'bold';
        const lineBox = element.fontSize * element.lineHeight;
        const cx = element.x + (element.width ?? 0) / 2;
        element.content.split('\n').forEach((line, i) => {
          parts.push(el('path', { d: linePath(line, element.fontFamily, bold, element.fontSize, cx, element.y + lineBox * (i + 0.5)), fill: element.color }));
        });
        break;
      }
      default:
        break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}
