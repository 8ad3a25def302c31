import Konva from 'konva';
import { computeWatermarkTiles } from './watermark-tiles.js';

/** Free and demo files carry the tiled demo text; a draft without upload rights the large 'BOZZA'. */
export type Watermark = 'none' | 'demo' | 'draft';

/** The watermark's face: loaded before any watermarked drawing, in the browser and on the server. */
export const watermarkFont = 'Roboto';

export interface WatermarkTexts {
  /** The tiled text, e.g. 'Cornice - Versione Demo'. */
  demoText: string;
  draftText: string;
}

/** The watermark over a page of this size (template px); the browser's exports and the server draw this same group. */
export function buildWatermark(size: { width: number; height: number }, watermark: Exclude<Watermark, 'none'>, texts: WatermarkTexts): Konva.Group {
  const layer = new Konva.Group({ listening: false });
  if (watermark === 'draft') {
    const fontSize = size.width / 4;
    const text = new Konva.Text({ text: texts.draftText, fontSize, fontFamily: watermarkFont, fontStyle: 'bold', fill: 'rgba(200, 30, 45, 0.3)' });
    text.offset({ x: text.width() / 2, y: text.height() / 2 });
    text.position({ x: size.width / 2, y: size.height / 2 });
    text.rotation(-35);
    layer.add(text);
    return layer;
  }
  const fontSize = Math.max(12, Math.min(size.width, size.height) / 14);
  const sample = new Konva.Text({ text: texts.demoText, fontSize, fontFamily: watermarkFont, fontStyle: 'bold' });
  const tiles = computeWatermarkTiles({ width: size.width, height: size.height, stepX: sample.width() * 1.25, stepY: fontSize * 3.5, angle: 35 });
  for (const tile of tiles) {
    const text = sample.clone({ x: tile.x, y: tile.y, rotation: tile.rotation, fill: 'rgba(30, 30, 30, 0.22)', stroke: 'rgba(255, 255, 255, 0.3)', strokeWidth: fontSize / 40 });
    text.offset({ x: sample.width() / 2, y: sample.height() / 2 });
    layer.add(text);
  }
  sample.destroy();
  return layer;
}
