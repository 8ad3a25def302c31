import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { layoutQrModules, type QrRect } from '../../../shared/layout/kinds/qrcode/qr-geometry.js';
import { createQrMatrix } from '../../../shared/layout/kinds/qrcode/create-qr-matrix.js';

/** Paints the rectangles black on white at one pixel per template px (a pixel is dark when its centre is inside one). */
function rasterise(rects: readonly QrRect[], side: number): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const rect of rects) {
    for (let y = Math.round(rect.y); y < Math.round(rect.y + rect.height); y += 1) {
      for (let x = Math.round(rect.x); x < Math.round(rect.x + rect.width); x += 1) {
        const offset = (y * side + x) * 4;
        pixels[offset] = 0;
        pixels[offset + 1] = 0;
        pixels[offset + 2] = 0;
      }
    }
  }
  return pixels;
}

describe('createQrMatrix', () => {
  it('gives a symbol that, laid out with its quiet zone, decodes to the link', () => {
    const url = 'https://galleria.example.it/anna-e-marco?album=2027';
    const matrix = createQrMatrix(url, 'M');
    if (matrix === null) throw new Error('not encoded');
    expect(matrix.size).toBeGreaterThanOrEqual(21);
    const drawing = layoutQrModules(matrix, 300, 4);
    expect(drawing.offset).toBeCloseTo(4 * drawing.moduleSize);
    expect(jsQR(rasterise(drawing.rects, 300), 300, 300)?.data).toBe(url);
  });

  it('needs more modules for a higher error correction level', () => {
    const url = 'https://galleria.example.it/anna-e-marco';
    const low = createQrMatrix(url, 'L');
    const high = createQrMatrix(url, 'H');
    expect(low !== null && high !== null && high.size > low.size).toBe(true);
  });

  it('encodes the longest accepted link at the highest level', () => {
    const url = `https://galleria.it/${'a'.repeat(480)}`;
    expect(createQrMatrix(url, 'H')).not.toBeNull();
  });

  it('encodes a link at a level once: drawn again, the code reuses its matrix', () => {
    const url = 'https://galleria.example.it/ancora';
    const first = createQrMatrix(url, 'Q');
    expect(createQrMatrix(url, 'Q')).toBe(first);
    expect(createQrMatrix(url, 'L')).not.toBe(first);
  });
});
