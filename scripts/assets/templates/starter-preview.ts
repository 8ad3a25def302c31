import sharp from 'sharp';
import type { LayoutDocument } from '../../../src/shared/layout/layout-document.js';
import { linePath } from './starter-fonts.js';
import { samplePhotoSvg } from './sample-photos.js';
import { el } from './svg.js';

/**
 * The catalogue's picture of a template as it opens: its starter layout with sample
 * photos in the frames and the sample words in their fonts, drawn over the plain preview.
 */
export async function renderStarterPreview(preview: Buffer, document: LayoutDocument, photoOffset: number): Promise<Buffer> {
  const meta = await sharp(preview).metadata();
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
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${meta.width}" height="${meta.height}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
  return sharp(preview)
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .jpeg({ quality: 82, progressive: true, mozjpeg: true })
    .toBuffer();
}
