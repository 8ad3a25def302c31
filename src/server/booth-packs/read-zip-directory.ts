/** One file of a zip as its central directory describes it, once its local header agrees. */
export interface ZipEntry {
  name: string;
  compressedSize: number;
  originalSize: number;
}

export type ZipDirectory = { kind: 'ok'; entries: ZipEntry[] } | { kind: 'invalid'; reason: string };

const endRecordSignature = 0x06054b50;
const centralSignature = 0x02014b50;
const localSignature = 0x04034b50;
const endRecordLength = 22;
const centralLength = 46;
const localLength = 30;
/** Flag bit 3: crc and sizes follow the data, so the local header may carry zeros for them. */
const dataDescriptorFlag = 0x0008;
/** Stored and deflated: what every unzip tool reads. */
const knownMethods = new Set([0, 8]);

/**
 * Reads a zip's central directory and checks every local file header against its entry: the
 * same name bytes, flags, method and sizes, data inside the archive, and no two files sharing
 * bytes. Unzip tools differ in which of the two they trust, so a zip whose local header names
 * '../a.t' while its directory says 'ok.txt' is refused, as are zip64, split and overlapping
 * archives (a booth pack never needs them). Nothing is inflated.
 */
export function readZipDirectory(bytes: Buffer): ZipDirectory {
  const end = findEndRecord(bytes);
  if (end === -1) return invalid('no end record');
  if (bytes.readUInt16LE(end + 4) !== 0 || bytes.readUInt16LE(end + 6) !== 0) return invalid('split archive');
  const count = bytes.readUInt16LE(end + 10);
  if (bytes.readUInt16LE(end + 8) !== count) return invalid('split archive');
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryStart = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || directorySize === 0xffffffff || directoryStart === 0xffffffff) return invalid('zip64');
  if (directoryStart + directorySize !== end) return invalid('directory out of place');

  const entries: ZipEntry[] = [];
  const spans: { start: number; end: number }[] = [];
  let at = directoryStart;
  for (let index = 0; index < count; index += 1) {
    if (at + centralLength > end || bytes.readUInt32LE(at) !== centralSignature) return invalid('broken directory');
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const crc = bytes.readUInt32LE(at + 16);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const originalSize = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + centralLength + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > end) return invalid('broken directory');
    if (bytes.readUInt16LE(at + 34) !== 0) return invalid('split archive');
    if (!knownMethods.has(method)) return invalid('unknown compression');
    if (compressedSize === 0xffffffff || originalSize === 0xffffffff) return invalid('zip64');
    const nameBytes = bytes.subarray(at + centralLength, at + centralLength + nameLength);
    const local = bytes.readUInt32LE(at + 42);

    if (local + localLength > directoryStart || bytes.readUInt32LE(local) !== localSignature) return invalid('missing local header');
    const localFlags = bytes.readUInt16LE(local + 6);
    const localNameLength = bytes.readUInt16LE(local + 26);
    const dataStart = local + localLength + localNameLength + bytes.readUInt16LE(local + 28);
    if (localFlags !== flags || bytes.readUInt16LE(local + 8) !== method) return invalid('local header disagrees');
    if (localNameLength !== nameLength || !bytes.subarray(local + localLength, local + localLength + nameLength).equals(nameBytes)) return invalid('local name disagrees');
    const sizesDeferred = (flags & dataDescriptorFlag) !== 0;
    const localCrc = bytes.readUInt32LE(local + 14);
    const localCompressed = bytes.readUInt32LE(local + 18);
    const localOriginal = bytes.readUInt32LE(local + 22);
    const sizesAgree = localCrc === crc && localCompressed === compressedSize && localOriginal === originalSize;
    const sizesLeftZero = sizesDeferred && localCrc === 0 && localCompressed === 0 && localOriginal === 0;
    if (!sizesAgree && !sizesLeftZero) return invalid('local sizes disagree');
    if (dataStart + compressedSize > directoryStart) return invalid('data out of place');
    spans.push({ start: local, end: dataStart + compressedSize });
    entries.push({ name: nameBytes.toString((flags & 0x0800) !== 0 ? 'utf8' : 'latin1'), compressedSize, originalSize });
    at = next;
  }
  if (at !== end) return invalid('broken directory');
  spans.sort((a, b) => a.start - b.start);
  if (spans.some((span, index) => index > 0 && span.start < (spans[index - 1]?.end ?? 0))) return invalid('overlapping files');
  return { kind: 'ok', entries };
}

function invalid(reason: string): ZipDirectory {
  return { kind: 'invalid', reason };
}

/** The end record is the last 22 bytes plus a comment of up to 64 KB; the comment must end the file. */
function findEndRecord(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - endRecordLength - 0xffff);
  for (let at = bytes.length - endRecordLength; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === endRecordSignature && at + endRecordLength + bytes.readUInt16LE(at + 20) === bytes.length) return at;
  }
  return -1;
}
