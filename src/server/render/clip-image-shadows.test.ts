import { createCanvas } from '@napi-rs/canvas';
import Konva from 'konva';
import { SceneCanvas } from 'konva/lib/Canvas';
import { describe, expect, it, vi } from 'vitest';
import { shadowedImageBox } from './clip-image-shadows.js';
import './napi-konva-backend.js';

const identity = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 };

/** A 60×30 picture: red with a white band, so its shadow has a shape. */
function picture() {
  const canvas = createCanvas(60, 30);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ff0000';
  context.fillRect(0, 0, 60, 30);
  context.fillStyle = '#ffffff';
  context.fillRect(20, 0, 10, 30);
  return canvas;
}

const shadowed = { x: 70, y: 40, rotation: 20, shadowEnabled: true, shadowColor: '#000000', shadowBlur: 12, shadowOffsetX: -8, shadowOffsetY: 10, shadowOpacity: 0.8, listening: false };

/** Draws the node on a 200×160 page and returns its pixels. */
function pixelsOf(node: Konva.Shape): Uint8ClampedArray {
  const page = new SceneCanvas({ width: 200, height: 160, pixelRatio: 1 });
  try {
    node.drawScene(page);
    return page.getContext().getImageData(0, 0, 200, 160).data;
  } finally {
    page.setSize(0, 0);
  }
}

describe('shadowed pictures on the server canvas', () => {
  it('reaches the picture and its shadow: moved by the offset, widened by three blurs', () => {
    expect(shadowedImageBox(identity, { x: 10, y: 20, width: 100, height: 50 }, { blur: 4, offsetX: 2, offsetY: -3 })).toEqual({ x: -2, y: 3, width: 128, height: 78 });
    // Rotated a quarter turn about the origin: the box is the turned rectangle's, the shadow still in device pixels.
    expect(shadowedImageBox({ a: 0, b: 1, c: -1, d: 0, e: 0, f: 0 }, { x: 0, y: 0, width: 10, height: 20 }, { blur: 0, offsetX: 5, offsetY: 0 })).toEqual({ x: -21, y: -2, width: 28, height: 14 });
  });

  it('clips the shadow of a drawn picture to that box, and draws the pixels drawn unclipped (Skia may round a channel a step apart)', () => {
    const image = picture();
    const unclipped = new Konva.Image({ image: image as unknown as HTMLCanvasElement, ...shadowed });
    // A sceneFunc draws through the native context directly: the same picture, the same shadow, no clip.
    const reference = new Konva.Shape({
      ...shadowed,
      sceneFunc: (context) => {
        context._context.drawImage(image as unknown as HTMLCanvasElement, 0, 0, 60, 30);
      },
    });
    const page = new SceneCanvas({ width: 200, height: 160, pixelRatio: 1 });
    const clip = vi.spyOn(page.getContext()._context, 'clip');
    try {
      unclipped.drawScene(page);
      expect(clip).toHaveBeenCalledTimes(1);
    } finally {
      page.setSize(0, 0);
    }
    const drawn = pixelsOf(unclipped);
    const unclippedPixels = pixelsOf(reference);
    expect(drawn.reduce((most, value, at) => Math.max(most, Math.abs(value - (unclippedPixels[at] ?? 0))), 0)).toBeLessThanOrEqual(1);
    // The shadow was drawn: far more pixels are painted than the picture's own 60×30.
    expect(drawn.filter((alpha, at) => at % 4 === 3 && alpha > 0).length).toBeGreaterThan(2 * 60 * 30);
  });

  it('leaves a picture without shadow unclipped', () => {
    const page = new SceneCanvas({ width: 200, height: 160, pixelRatio: 1 });
    const clip = vi.spyOn(page.getContext()._context, 'clip');
    try {
      new Konva.Image({ image: picture() as unknown as HTMLCanvasElement, x: 10, y: 10, listening: false }).drawScene(page);
      expect(clip).not.toHaveBeenCalled();
    } finally {
      page.setSize(0, 0);
    }
  });

  it('clips an outlined text with a shadow too: Konva draws it as a picture of its own buffer', () => {
    const text = () => new Konva.Text({ ...shadowed, text: 'Anna e Luca', fontSize: 30, fontFamily: 'Roboto', fill: '#7a2431', stroke: '#ffffff', strokeWidth: 2 });
    const page = new SceneCanvas({ width: 200, height: 160, pixelRatio: 1 });
    const clip = vi.spyOn(page.getContext()._context, 'clip');
    try {
      text().drawScene(page);
      expect(clip).toHaveBeenCalled();
    } finally {
      page.setSize(0, 0);
    }
  });
});
