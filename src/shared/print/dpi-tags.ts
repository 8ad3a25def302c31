import { assertNever } from '../util/assert-never.js';

/** PNG signature (8 bytes) and IHDR (length, type, 13 bytes of data, CRC): always first (PNG spec §5.6). */
export const pngHeaderLength = 33;
/** In a JFIF APP0 segment (browsers' and Skia's JPEG encoders write one first): units, then X and Y density. */
export const jfifDensityStart = 13;
export const jfifDensityEnd = 18;

let crcTable: Uint32Array | null = null;

function computeCrc32(bytes: Uint8Array): number {
  if (crcTable === null) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG pHYs chunk saying `dpi`, to go right after IHDR. */
export function buildPhysChunk(dpi: number): Uint8Array<ArrayBuffer> {
  const pixelsPerMetre = Math.round(dpi / 0.0254);
  const chunk = new Uint8Array(21);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, 9);
  chunk.set([0x70, 0x48, 0x59, 0x73], 4); // 'pHYs'
  view.setUint32(8, pixelsPerMetre);
  view.setUint32(12, pixelsPerMetre);
  chunk[16] = 1; // unit: metre
  view.setUint32(17, computeCrc32(chunk.subarray(4, 17)));
  return chunk;
}

/** The JFIF density bytes (unit: inch) that replace bytes jfifDensityStart..jfifDensityEnd. */
export function buildJfifDensity(dpi: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array([1, dpi >> 8, dpi & 0xff, dpi >> 8, dpi & 0xff]);
}

/** An encoded file's bytes tagged with its print resolution, without decoding it (see tagDpi for the browser's blobs). */
export function tagDpiBytes(bytes: Uint8Array, format: 'png' | 'jpg', dpi: number): Uint8Array {
  switch (format) {
    case 'png':
      return concat([bytes.subarray(0, pngHeaderLength), buildPhysChunk(dpi), bytes.subarray(pngHeaderLength)]);
    case 'jpg':
      return concat([bytes.subarray(0, jfifDensityStart), buildJfifDensity(dpi), bytes.subarray(jfifDensityEnd)]);
    default:
      return assertNever(format);
  }
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
