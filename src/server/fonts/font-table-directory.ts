import type { BrandFontFormat } from '../../shared/api/brand-fonts.js';

/** More tables than any real font has (they carry 10–30); fontkit builds a record for each. */
export const maxFontTables = 64;
/** What the tables of one font may add up to once decompressed, whatever the file's size. */
export const maxDeclaredFontBytes = 20 * 1024 * 1024;
/** WOFF2 of real fonts unpacks to 2–5 times its size; far beyond that is a decompression bomb. */
export const maxFontExpansion = 12;
/** Small fonts may unpack to this much whatever their ratio: a cost nobody notices. */
const expansionFloorBytes = 256 * 1024;

export type FontDirectoryVerdict =
  | { ok: true; format: BrandFontFormat }
  | { ok: false; reason: 'not-a-font' | 'malformed' | 'too-large' };

interface TableRange {
  offset: number;
  length: number;
}

/**
 * Judges a font file from its header and table directory alone, in time linear in the
 * directory, before anything is parsed or decompressed: the tables must lie inside the file
 * without overlapping, and what they declare once unpacked (WOFF's origLength, WOFF2's
 * totalSfntSize, origLength and transformLength) must stay within a small multiple of the
 * file and an absolute cap, since fontkit allocates those sizes as it finds them.
 */
export function checkFontTableDirectory(bytes: Uint8Array): FontDirectoryVerdict {
  if (bytes.length < 12) return { ok: false, reason: 'not-a-font' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0, bytes[2] ?? 0, bytes[3] ?? 0);
  if (tag === 'wOFF') return checkWoff(view);
  if (tag === 'wOF2') return checkWoff2(bytes, view);
  if (tag === 'OTTO') return checkSfnt(view, 'otf');
  if (tag === '\u0000\u0001\u0000\u0000' || tag === 'true') return checkSfnt(view, 'ttf');
  return { ok: false, reason: 'not-a-font' };
}

function declaredLimit(fileBytes: number): number {
  return Math.min(maxDeclaredFontBytes, Math.max(expansionFloorBytes, fileBytes * maxFontExpansion));
}

function checkSfnt(view: DataView, format: 'ttf' | 'otf'): FontDirectoryVerdict {
  const numTables = view.getUint16(4);
  if (numTables === 0) return { ok: false, reason: 'malformed' };
  if (numTables > maxFontTables) return { ok: false, reason: 'too-large' };
  const directoryEnd = 12 + numTables * 16;
  if (directoryEnd > view.byteLength) return { ok: false, reason: 'malformed' };
  const ranges: TableRange[] = [];
  const tags = new Set<number>();
  for (let i = 0; i < numTables; i += 1) {
    const entry = 12 + i * 16;
    tags.add(view.getUint32(entry));
    ranges.push({ offset: view.getUint32(entry + 8), length: view.getUint32(entry + 12) });
  }
  if (tags.size !== numTables) return { ok: false, reason: 'malformed' };
  return rangesFit(ranges, directoryEnd, view.byteLength) ? { ok: true, format } : { ok: false, reason: 'malformed' };
}

function checkWoff(view: DataView): FontDirectoryVerdict {
  const headerBytes = 44;
  if (view.byteLength < headerBytes) return { ok: false, reason: 'malformed' };
  const numTables = view.getUint16(12);
  if (view.getUint32(8) !== view.byteLength || view.getUint16(14) !== 0 || numTables === 0) return { ok: false, reason: 'malformed' };
  if (numTables > maxFontTables) return { ok: false, reason: 'too-large' };
  const directoryEnd = headerBytes + numTables * 20;
  if (directoryEnd > view.byteLength) return { ok: false, reason: 'malformed' };
  const limit = declaredLimit(view.byteLength);
  let unpacked = 0;
  const ranges: TableRange[] = [];
  for (let i = 0; i < numTables; i += 1) {
    const entry = headerBytes + i * 20;
    const compLength = view.getUint32(entry + 8);
    const origLength = view.getUint32(entry + 12);
    if (compLength > origLength) return { ok: false, reason: 'malformed' };
    unpacked += origLength;
    ranges.push({ offset: view.getUint32(entry + 4), length: compLength });
  }
  const metaOrigLength = view.getUint32(32);
  ranges.push({ offset: view.getUint32(24), length: view.getUint32(28) }, { offset: view.getUint32(36), length: view.getUint32(40) });
  if (unpacked > limit || view.getUint32(16) > limit || metaOrigLength > limit) return { ok: false, reason: 'too-large' };
  return rangesFit(ranges, directoryEnd, view.byteLength) ? { ok: true, format: 'woff' } : { ok: false, reason: 'malformed' };
}

/** WOFF2's variable-length unsigned integer: at most five bytes, no leading zero, within 32 bits. */
function readUIntBase128(bytes: Uint8Array, position: { at: number }): number | undefined {
  let value = 0;
  for (let i = 0; i < 5; i += 1) {
    const byte = bytes[position.at];
    if (byte === undefined || (i === 0 && byte === 0x80)) return undefined;
    position.at += 1;
    if (value > 0x01ff_ffff) return undefined;
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return value;
  }
  return undefined;
}

function checkWoff2(bytes: Uint8Array, view: DataView): FontDirectoryVerdict {
  const headerBytes = 48;
  if (view.byteLength < headerBytes) return { ok: false, reason: 'malformed' };
  const numTables = view.getUint16(12);
  // A collection (flavor 'ttcf') has a second directory fontkit does not read: refused as a collection is elsewhere.
  if (view.getUint32(8) !== view.byteLength || view.getUint16(14) !== 0 || numTables === 0 || view.getUint32(4) === 0x74746366) {
    return { ok: false, reason: 'malformed' };
  }
  if (numTables > maxFontTables) return { ok: false, reason: 'too-large' };
  const limit = declaredLimit(view.byteLength);
  const totalSfntSize = view.getUint32(16);
  const totalCompressedSize = view.getUint32(20);
  const metaOrigLength = view.getUint32(32);
  if (totalSfntSize > limit || metaOrigLength > limit) return { ok: false, reason: 'too-large' };
  const position = { at: headerBytes };
  let unpacked = 0;
  let original = 0;
  for (let i = 0; i < numTables; i += 1) {
    const flags = bytes[position.at];
    if (flags === undefined) return { ok: false, reason: 'malformed' };
    position.at += (flags & 0x3f) === 0x3f ? 5 : 1;
    const origLength = readUIntBase128(bytes, position);
    if (origLength === undefined) return { ok: false, reason: 'malformed' };
    const knownTag = flags & 0x3f;
    const transformVersion = flags >>> 6;
    // glyf (10) and loca (11) are transformed at version 0; every other table at a non-zero version.
    const transformed = knownTag === 10 || knownTag === 11 ? transformVersion === 0 : transformVersion !== 0;
    const transformLength = transformed ? readUIntBase128(bytes, position) : origLength;
    if (transformLength === undefined) return { ok: false, reason: 'malformed' };
    original += origLength;
    unpacked += transformLength;
  }
  if (original > limit || unpacked > limit) return { ok: false, reason: 'too-large' };
  const ranges: TableRange[] = [{ offset: position.at, length: totalCompressedSize }];
  ranges.push({ offset: view.getUint32(24), length: view.getUint32(28) }, { offset: view.getUint32(36), length: view.getUint32(40) });
  return rangesFit(ranges, position.at, view.byteLength) ? { ok: true, format: 'woff2' } : { ok: false, reason: 'malformed' };
}

/** Every non-empty range after the directory, inside the file, and none overlapping another. */
function rangesFit(ranges: readonly TableRange[], directoryEnd: number, fileBytes: number): boolean {
  const used = ranges.filter((range) => range.length > 0).sort((a, b) => a.offset - b.offset);
  let end = directoryEnd;
  for (const range of used) {
    if (range.offset < end || range.offset + range.length > fileBytes) return false;
    end = range.offset + range.length;
  }
  return true;
}
