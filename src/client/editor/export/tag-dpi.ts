import { assertNever } from '../../../shared/util/assert-never.js';
import type { ExportFormat } from './export-format.js';

/** PNG signature (8 bytes) and IHDR (length, type, 13 bytes of data, CRC): always first (PNG spec §5.6). */
const pngHeaderLength = 33;
/** In a JFIF APP0 segment (the browsers' JPEG encoders write one first): units, then X and Y density. */
const jfifDensityStart = 13;
const jfifDensityEnd = 18;

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

function buildPhysChunk(dpi: number): Uint8Array {
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

/**
 * The encoded file tagged with its print resolution (PNG pHYs after IHDR, JPEG JFIF density),
 * as changedpi writes them, but without reading the file back: the tag goes between slices of
 * the blob, so it costs no read (a FileReader round trip was most of the fixed cost of an export).
 */
export function tagDpi(blob: Blob, format: ExportFormat, dpi: number): Blob {
  switch (format) {
    case 'png':
      return new Blob([blob.slice(0, pngHeaderLength), new Uint8Array(buildPhysChunk(dpi)), blob.slice(pngHeaderLength)], { type: blob.type });
    case 'jpg': {
      const density = new Uint8Array([1, dpi >> 8, dpi & 0xff, dpi >> 8, dpi & 0xff]); // unit: inch
      return new Blob([blob.slice(0, jfifDensityStart), density, blob.slice(jfifDensityEnd)], { type: blob.type });
    }
    default:
      return assertNever(format);
  }
}
