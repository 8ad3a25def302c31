/**
 * Puts an Exif block (APP1) into a JPEG. Browsers' canvas JPEGs carry only JFIF, and some print
 * paths (DNP's hot folder utilities, kiosk and lab software) read the resolution, orientation and
 * colour space from Exif, or refuse a file without it. The block is the minimum Exif 2.3 (CIPA
 * DC-008) asks of a writer: IFD0 with Orientation (1, upright), XResolution and YResolution (dpi),
 * ResolutionUnit (2, inches), Software, and the Exif IFD with ExifVersion '0230', ColorSpace (1,
 * sRGB) and the pixel size. Big-endian TIFF ('MM'). No library in the project writes Exif
 * (changedpi only patches JFIF and PNG pHYs), and this is 60 lines of plain bytes.
 */
export interface ExifFacts {
  width: number;
  height: number;
  dpi: number;
  software: string;
}

const short = 3;
const long = 4;
const rational = 5;
const ascii = 2;
const undefinedType = 7;

interface Entry {
  tag: number;
  type: number;
  count: number;
  /** Inline value (≤ 4 bytes) or the bytes to store elsewhere. */
  value: number | Uint8Array;
}

export function buildExifBlock(facts: ExifFacts): Uint8Array {
  const software = new TextEncoder().encode(`${facts.software}\0`);
  const resolution = rationalBytes(facts.dpi);
  const ifd0: Entry[] = [
    { tag: 0x0112, type: short, count: 1, value: 1 },
    { tag: 0x011a, type: rational, count: 1, value: resolution },
    { tag: 0x011b, type: rational, count: 1, value: resolution },
    { tag: 0x0128, type: short, count: 1, value: 2 },
    { tag: 0x0131, type: ascii, count: software.length, value: software },
    { tag: 0x8769, type: long, count: 1, value: 0 },
  ];
  const exifIfd: Entry[] = [
    { tag: 0x9000, type: undefinedType, count: 4, value: new TextEncoder().encode('0230') },
    { tag: 0xa001, type: short, count: 1, value: 1 },
    { tag: 0xa002, type: long, count: 1, value: facts.width },
    { tag: 0xa003, type: long, count: 1, value: facts.height },
  ];
  const ifdSize = (entries: Entry[]) => 2 + entries.length * 12 + 4;
  const extraSize = (entries: Entry[]) => entries.reduce((sum, entry) => sum + (entry.value instanceof Uint8Array && entry.value.length > 4 ? entry.value.length : 0), 0);
  const exifIfdOffset = 8 + ifdSize(ifd0) + extraSize(ifd0);
  const tiffLength = exifIfdOffset + ifdSize(exifIfd) + extraSize(exifIfd);
  const tiff = new DataView(new ArrayBuffer(tiffLength));
  tiff.setUint16(0, 0x4d4d);
  tiff.setUint16(2, 42);
  tiff.setUint32(4, 8);
  ifd0[5] = { tag: 0x8769, type: long, count: 1, value: exifIfdOffset };
  writeIfd(tiff, 8, ifd0);
  writeIfd(tiff, exifIfdOffset, exifIfd);
  const header = new TextEncoder().encode('Exif\0\0');
  const segmentLength = 2 + header.length + tiffLength;
  const block = new Uint8Array(2 + segmentLength);
  block.set([0xff, 0xe1, segmentLength >> 8, segmentLength & 0xff], 0);
  block.set(header, 4);
  block.set(new Uint8Array(tiff.buffer), 4 + header.length);
  return block;
}

function writeIfd(view: DataView, offset: number, entries: Entry[]): void {
  view.setUint16(offset, entries.length);
  let extra = offset + 2 + entries.length * 12 + 4;
  entries.forEach((entry, index) => {
    const at = offset + 2 + index * 12;
    view.setUint16(at, entry.tag);
    view.setUint16(at + 2, entry.type);
    view.setUint32(at + 4, entry.count);
    if (typeof entry.value === 'number') {
      if (entry.type === short) view.setUint16(at + 8, entry.value);
      else view.setUint32(at + 8, entry.value);
    } else if (entry.value.length <= 4) {
      entry.value.forEach((byte, i) => view.setUint8(at + 8 + i, byte));
    } else {
      view.setUint32(at + 8, extra);
      entry.value.forEach((byte, i) => view.setUint8(extra + i, byte));
      extra += entry.value.length;
    }
  });
  view.setUint32(offset + 2 + entries.length * 12, 0);
}

function rationalBytes(value: number): Uint8Array {
  const view = new DataView(new ArrayBuffer(8));
  view.setUint32(0, Math.round(value));
  view.setUint32(4, 1);
  return new Uint8Array(view.buffer);
}

/**
 * The JPEG with the Exif block after SOI, or after a leading JFIF APP0 (the order Photoshop and
 * most cameras write, which JFIF and Exif readers both accept). Any Exif block already there is
 * dropped first.
 */
export function insertExif(jpeg: Uint8Array, facts: ExifFacts): Uint8Array {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  const segments: Uint8Array[] = [];
  let at = 2;
  let insertAfter = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1] ?? 0;
    if (marker === 0xda) break;
    const length = ((jpeg[at + 2] ?? 0) << 8) | (jpeg[at + 3] ?? 0);
    const segment = jpeg.subarray(at, at + 2 + length);
    const isExif = marker === 0xe1 && String.fromCharCode(...segment.subarray(4, 8)) === 'Exif';
    if (!isExif) segments.push(segment);
    if (marker === 0xe0 && at === 2) insertAfter = segments.length;
    at += 2 + length;
  }
  const exif = buildExifBlock(facts);
  const ordered = insertAfter === 2 ? [exif, ...segments] : [...segments.slice(0, insertAfter), exif, ...segments.slice(insertAfter)];
  const rest = jpeg.subarray(at);
  const out = new Uint8Array(2 + ordered.reduce((sum, part) => sum + part.length, 0) + rest.length);
  out.set([0xff, 0xd8], 0);
  let offset = 2;
  for (const part of ordered) {
    out.set(part, offset);
    offset += part.length;
  }
  out.set(rest, offset);
  return out;
}
