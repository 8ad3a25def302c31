import path from 'node:path';
import { type Download } from '@playwright/test';
import sharp from 'sharp';

export interface DownloadedImage {
  fileName: string;
  format: string | undefined;
  width: number | undefined;
  height: number | undefined;
  density: number | undefined;
  filePath: string;
}

/** Saves a browser download under its own name (an image, a zip or a PDF). */
export async function saveDownload(download: Download, directory: string): Promise<{ fileName: string; filePath: string }> {
  const fileName = download.suggestedFilename();
  const filePath = path.join(directory, fileName);
  await download.saveAs(filePath);
  return { fileName, filePath };
}

/** Saves a browser download and reads what a print shop would: format, pixel size, dpi. */
export async function readDownload(download: Download, directory: string): Promise<DownloadedImage> {
  const { fileName, filePath } = await saveDownload(download, directory);
  const meta = await sharp(filePath).metadata();
  return { fileName, format: meta.format, width: meta.width, height: meta.height, density: meta.density, filePath };
}

/**
 * Share of pixels, within horizontal bands of the image, that differ from the reference by more
 * than `threshold` on some channel. The bands are chosen away from the layout's elements, so
 * on a clean export they match the template and on a watermarked one they do not.
 */
export async function shareOfChangedPixels(filePath: string, referencePath: string, bands: readonly [number, number][], threshold = 24): Promise<number> {
  const [image, reference] = await Promise.all([readRgb(filePath), readRgb(referencePath)]);
  if (image.width !== reference.width || image.height !== reference.height) throw new Error('the images differ in size');
  let changed = 0;
  let total = 0;
  for (const [top, bottom] of bands) {
    for (let y = top; y < bottom; y += 1) {
      for (let x = 0; x < image.width; x += 1) {
        const offset = (y * image.width + x) * 3;
        total += 1;
        for (let channel = 0; channel < 3; channel += 1) {
          if (Math.abs((image.data[offset + channel] ?? 0) - (reference.data[offset + channel] ?? 0)) > threshold) {
            changed += 1;
            break;
          }
        }
      }
    }
  }
  return changed / total;
}

/** Mean absolute difference per channel between two raw pictures of the same size and channels. */
export function meanDifference(a: Buffer, b: Buffer): number {
  if (a.length !== b.length) throw new Error('the pictures differ in size');
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

async function readRgb(filePath: string): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(filePath).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
