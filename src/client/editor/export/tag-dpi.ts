import { buildJfifDensity, buildPhysChunk, jfifDensityEnd, jfifDensityStart, pngHeaderLength } from '../../../shared/print/dpi-tags.js';
import { assertNever } from '../../../shared/util/assert-never.js';
import type { ExportFormat } from './export-format.js';

/**
 * The encoded file tagged with its print resolution (PNG pHYs after IHDR, JPEG JFIF density),
 * as changedpi writes them, but without reading the file back: the tag goes between slices of
 * the blob, so it costs no read (a FileReader round trip was most of the fixed cost of an export).
 */
export function tagDpi(blob: Blob, format: ExportFormat, dpi: number): Blob {
  switch (format) {
    case 'png':
      return new Blob([blob.slice(0, pngHeaderLength), new Uint8Array(buildPhysChunk(dpi)), blob.slice(pngHeaderLength)], { type: blob.type });
    case 'jpg':
      return new Blob([blob.slice(0, jfifDensityStart), buildJfifDensity(dpi), blob.slice(jfifDensityEnd)], { type: blob.type });
    default:
      return assertNever(format);
  }
}
