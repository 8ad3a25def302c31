import { Path2D } from '@napi-rs/canvas';
import Konva from 'konva';

/** What the clip needs of the native 2D context. */
interface ShadowContext {
  shadowBlur: number;
  shadowOffsetX: number;
  shadowOffsetY: number;
  getTransform(): { a: number; b: number; c: number; d: number; e: number; f: number };
  save(): void;
  restore(): void;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  clip(path: Path2D): void;
}

export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The device pixels a picture drawn at `rect` (user space, under `matrix`) and its shadow can
 * touch: the picture's box, and that box moved by the shadow's offset and widened by the blur.
 * Canvas shadows are not transformed (their offset and blur are device pixels); the blur's
 * Gaussian has σ = blur / 2 and is cut off at 3σ, so 3 × blur (6σ) plus a pixel of antialiasing
 * holds all of it.
 */
export function shadowedImageBox(matrix: { a: number; b: number; c: number; d: number; e: number; f: number }, rect: PixelBox, shadow: { blur: number; offsetX: number; offsetY: number }): PixelBox {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [rect.x, rect.y],
    [rect.x + rect.width, rect.y],
    [rect.x, rect.y + rect.height],
    [rect.x + rect.width, rect.y + rect.height],
  ] as const) {
    xs.push(matrix.a * x + matrix.c * y + matrix.e);
    ys.push(matrix.b * x + matrix.d * y + matrix.f);
  }
  const pad = Math.ceil(3 * Math.max(0, shadow.blur)) + 2;
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  const right = Math.max(...xs);
  const bottom = Math.max(...ys);
  const x = Math.floor(Math.min(left - 1, left + shadow.offsetX - pad));
  const y = Math.floor(Math.min(top - 1, top + shadow.offsetY - pad));
  return { x, y, width: Math.ceil(Math.max(right + 1, right + shadow.offsetX + pad)) - x, height: Math.ceil(Math.max(bottom + 1, bottom + shadow.offsetY + pad)) - y };
}

function sizeOf(image: unknown): { width: number; height: number } {
  const { naturalWidth, naturalHeight, width, height } = image as { naturalWidth?: number; naturalHeight?: number; width?: number; height?: number };
  return { width: naturalWidth ?? width ?? 0, height: naturalHeight ?? height ?? 0 };
}

/**
 * Skia (as @napi-rs/canvas draws) blurs the shadow of a drawn picture over the whole clip: with
 * nothing clipped, the whole page, tens of ms for each shadowed picture. Konva draws every
 * shape that has fill, outline and shadow (an outlined text with a shadow) as a picture of its
 * own buffer, so a layout of such texts spent most of its render blurring empty page. Clipping
 * each shadowed picture to the pixels it and its shadow can reach changes no pixel and keeps
 * the blur that small. Installed once, by the server's Konva backend.
 */
export function clipImageShadows(): void {
  const drawImage = Konva.Context.prototype.drawImage;
  Konva.Context.prototype.drawImage = function clippedDrawImage(this: Konva.Context, ...args: Parameters<Konva.Context['drawImage']>) {
    const native = this._context as unknown as ShadowContext;
    const shadow = { blur: native.shadowBlur, offsetX: native.shadowOffsetX, offsetY: native.shadowOffsetY };
    const count = arguments.length;
    if ((shadow.blur === 0 && shadow.offsetX === 0 && shadow.offsetY === 0) || (count !== 3 && count !== 5 && count !== 9)) {
      drawImage.apply(this, args);
      return;
    }
    const [image, a1, a2, a3, a4, a5, a6, a7, a8] = args;
    const natural = sizeOf(image);
    const rect = count === 9 ? { x: a5 ?? 0, y: a6 ?? 0, width: a7 ?? 0, height: a8 ?? 0 } : count === 5 ? { x: a1, y: a2, width: a3 ?? 0, height: a4 ?? 0 } : { x: a1, y: a2, ...natural };
    const matrix = native.getTransform();
    const box = shadowedImageBox(matrix, rect, shadow);
    const clip = new Path2D();
    clip.rect(box.x, box.y, box.width, box.height);
    native.save();
    try {
      native.setTransform(1, 0, 0, 1, 0, 0);
      native.clip(clip);
      native.setTransform(matrix.a, matrix.b, matrix.c, matrix.d, matrix.e, matrix.f);
      drawImage.apply(this, args);
    } finally {
      native.restore();
    }
  };
}
