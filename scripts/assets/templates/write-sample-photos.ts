import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { samplePhotoCount, samplePhotoFile } from './sample-photos.js';

/** Where the editor's 'Anteprima con foto' finds the sample photos: /assets/sample-photos/sample-N.jpg. */
export function samplePhotoName(index: number): string {
  return `sample-${index + 1}.jpg`;
}

/** The sample photos as JPEGs (landscape 4:3, 1200 px wide), for the editor's photo preview. */
export async function writeSamplePhotos(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (let i = 0; i < samplePhotoCount; i += 1) {
    await sharp(Buffer.from(samplePhotoFile(i, 1200, 900)), { density: 72 }).jpeg({ quality: 80, mozjpeg: true }).toFile(join(dir, samplePhotoName(i)));
  }
}
