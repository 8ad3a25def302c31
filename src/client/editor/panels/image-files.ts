/** Browser helpers for the side panel's pictures: decode, read and downscale. */
import { readFileAsDataUrl } from '../../files/read-file-as-data-url.js';

/** The long side above which an upload is downscaled before it becomes a data URL. */
export const maxUploadSide = 2400;
const jpegQuality = 0.92;

/** Decodes a picture; rejects when it cannot be loaded. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`cannot load ${src.slice(0, 80)}`));
    image.src = src;
  });
}

/** Height / width of a decoded picture, or undefined when it has no intrinsic size (some SVG). */
export function naturalAspectRatio(image: HTMLImageElement): number | undefined {
  const { naturalWidth: width, naturalHeight: height } = image;
  return width > 0 && height > 0 ? height / width : undefined;
}

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/** The size that fits a picture within `maxSide` on its long side, never enlarging it. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const longSide = Math.max(width, height);
  if (longSide <= maxSide || longSide <= 0) return { width, height };
  const factor = maxSide / longSide;
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

export interface PreparedUpload {
  /** A data URL, so that the autosave keeps the picture. */
  src: string;
  width: number;
  height: number;
}

/**
 * Reads an uploaded picture as a data URL and decodes it for its natural size. Pictures longer
 * than {@link maxUploadSide} are redrawn at that size first (PNG stays PNG, anything else
 * becomes JPEG 0.92), so the saved layout stays reasonably small.
 */
export async function prepareUpload(file: File): Promise<PreparedUpload> {
  const original = await readFileAsDataUrl(file);
  const image = await loadImage(original);
  const { naturalWidth: width, naturalHeight: height } = image;
  const target = fitWithin(width, height, maxUploadSide);
  if (target.width === width && target.height === height) return { src: original, width, height };

  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext('2d');
  if (context === null) return { src: original, width, height };
  const isPng = file.type === 'image/png';
  if (!isPng) {
    // JPEG has no alpha: transparent areas would turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, target.width, target.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, target.width, target.height);
  const src = isPng ? canvas.toDataURL('image/png') : canvas.toDataURL('image/jpeg', jpegQuality);
  return { src, ...target };
}
