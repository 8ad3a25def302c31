import { createHash } from 'node:crypto';
import { Image, loadImage } from '@napi-rs/canvas';
import type { DrawableImage } from '../../shared/layout/kinds/draw-environment.js';
import { ByteLru } from '../../shared/util/byte-lru.js';

/**
 * How many bytes of decoded pictures a render worker keeps for the next renders: a 4x6 template
 * at 300 dpi is 1200 × 1800 × 4 ≈ 8.6 MB decoded, so a few templates and the clip-art the
 * operators use; each worker thread has its own.
 */
export const decodedPictureBudgetBytes = 48 * 1024 * 1024;

const decoded = new ByteLru<Image>(decodedPictureBudgetBytes);
/** Decodes under way, so a picture drawn many times in one render is decoded once. */
const pending = new Map<string, Promise<Image | null>>();
/** Each file's hash, while its bytes live: a picture on many elements of a job is hashed once. */
const hashes = new WeakMap<Uint8Array, string>();

function hashOf(bytes: Uint8Array): string {
  let hash = hashes.get(bytes);
  if (hash === undefined) {
    hash = createHash('sha1').update(bytes).digest('hex');
    hashes.set(bytes, hash);
  }
  return hash;
}

/** The cache of decoded pictures, for tests: its bytes and a way to empty it. */
export const decodedPictureCache = {
  get bytes(): number {
    return decoded.bytes;
  },
  clear(): void {
    decoded.clear();
  },
};

/**
 * A template or picture file decoded (PNG, JPEG, WebP...), or an SVG rasterised at `size` (the
 * size it is drawn at, as a browser does); null when it cannot be decoded. A file's pixels
 * depend on nothing but its bytes (and an SVG's on its size too), so they are kept by the
 * bytes' hash, within decodedPictureBudgetBytes: the same template or clip-art is decoded once
 * per worker, not once per render. Drawing never changes a decoded picture.
 */
export function decodePicture(bytes: Uint8Array, size?: { width: number; height: number }): Promise<DrawableImage | null> {
  const svgSize = isSvg(bytes) ? { width: Math.max(1, Math.ceil(size?.width ?? 1)), height: Math.max(1, Math.ceil(size?.height ?? 1)) } : null;
  const key = `${hashOf(bytes)}${svgSize === null ? '' : `@${svgSize.width}x${svgSize.height}`}`;
  const known = decoded.get(key);
  if (known !== undefined) return Promise.resolve(drawable(known));
  let decoding = pending.get(key);
  if (decoding === undefined) {
    decoding = (svgSize === null ? decodeBitmap(bytes) : decodeSvg(bytes, svgSize)).then((picture) => {
      pending.delete(key);
      if (picture !== null) decoded.set(key, picture, picture.width * picture.height * 4 + bytes.byteLength);
      return picture;
    });
    pending.set(key, decoding);
  }
  return decoding.then((picture) => (picture === null ? null : drawable(picture)));
}

function drawable(image: Image): DrawableImage {
  return image as unknown as DrawableImage;
}

async function decodeBitmap(bytes: Uint8Array): Promise<Image | null> {
  try {
    return await loadImage(Buffer.from(bytes));
  } catch {
    return null;
  }
}

async function decodeSvg(bytes: Uint8Array, size: { width: number; height: number }): Promise<Image | null> {
  try {
    const image = new Image(size.width, size.height);
    image.src = Buffer.from(bytes);
    await image.decode();
    return image;
  } catch {
    return null;
  }
}

function isSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 256)).toString('utf8').trimStart();
  return head.startsWith('<svg') || head.startsWith('<?xml') || head.startsWith('<!--');
}
