/**
 * Small font files that lie about their sizes, as an attacker would send them: each is a few
 * hundred bytes and would make a trusting parser allocate or decompress gigabytes.
 */

/** An sfnt (TrueType) file from its tables, directory first, as a font editor writes one. */
export function sfntFont(tables: readonly [tag: string, data: Buffer][]): Buffer {
  const directory = Buffer.alloc(12 + tables.length * 16);
  directory.writeUInt32BE(0x0001_0000, 0);
  directory.writeUInt16BE(tables.length, 4);
  let offset = directory.length;
  tables.forEach(([tag, data], index) => {
    const entry = 12 + index * 16;
    directory.write(tag, entry, 'latin1');
    directory.writeUInt32BE(offset, entry + 8);
    directory.writeUInt32BE(data.length, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([directory, ...tables.map(([, data]) => data)]);
}

/** A TrueType table directory whose every table claims 2 GB from a file of under 200 bytes. */
export function ttfDeclaringHugeTables(): Buffer {
  const font = sfntFont(['cmap', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'name'].map((tag) => [tag, Buffer.alloc(4)] as [string, Buffer]));
  for (let index = 0; index < 8; index += 1) font.writeUInt32BE(0x7fff_ffff, 12 + index * 16 + 12);
  return font;
}

/**
 * A TrueType file of 160 bytes whose directory is honest but whose cmap maps a range of
 * `codePoints` characters in one format-12 group: listing the character set expands it.
 */
export function ttfWithHugeCharacterRange(codePoints = 0x7fff_ffff): Buffer {
  const head = Buffer.alloc(54);
  head.writeUInt32BE(0x0001_0000, 0);
  head.writeUInt32BE(0x5f0f_3cf5, 12);
  head.writeUInt16BE(1000, 18);
  const maxp = Buffer.alloc(6);
  maxp.writeUInt32BE(0x0000_5000, 0);
  maxp.writeUInt16BE(2, 4);
  const cmap = Buffer.alloc(40);
  cmap.writeUInt16BE(1, 2);
  cmap.writeUInt16BE(3, 4);
  cmap.writeUInt16BE(10, 6);
  cmap.writeUInt32BE(12, 8);
  cmap.writeUInt16BE(12, 12);
  cmap.writeUInt32BE(28, 16);
  cmap.writeUInt32BE(1, 24);
  cmap.writeUInt32BE(codePoints - 1, 32);
  return sfntFont([['cmap', cmap], ['head', head], ['maxp', maxp]]);
}

/** The tables of an sfnt file, in directory order. */
function sfntTables(font: Buffer): [tag: string, data: Buffer][] {
  return Array.from({ length: font.readUInt16BE(4) }, (_, index) => {
    const entry = 12 + index * 16;
    const offset = font.readUInt32BE(entry + 8);
    return [font.toString('latin1', entry, entry + 4), font.subarray(offset, offset + font.readUInt32BE(entry + 12))];
  });
}

/**
 * A real TrueType font (`base`) whose name table is replaced by one of 65 535 records, each
 * naming the same 64 KB of bytes as its string: under a megabyte, with an honest directory
 * (every table inside the file), and reading the family decodes gigabytes of strings (a process
 * without a heap limit died of it after 12 s). Only a budget on the parser stops it.
 */
export function ttfWithHugeNameTable(base: Buffer): Buffer {
  const count = 0xffff;
  const name = Buffer.alloc(6 + count * 12, 0x41);
  name.writeUInt16BE(0, 0);
  name.writeUInt16BE(count, 2);
  // The strings start at the records themselves: every record reads 64 KB of them.
  name.writeUInt16BE(6, 4);
  for (let index = 0; index < count; index += 1) {
    const record = 6 + index * 12;
    name.writeUInt16BE(3, record);
    name.writeUInt16BE(1, record + 2);
    name.writeUInt16BE(0x409, record + 4);
    name.writeUInt16BE(1, record + 6);
    name.writeUInt16BE(0xfffe, record + 8);
    name.writeUInt16BE(0, record + 10);
  }
  return sfntFont(sfntTables(base).map(([tag, data]) => [tag, tag === 'name' ? name : data]));
}

/** A WOFF 1.0 file whose one zlib table says it inflates to 2 GB. */
export function woffDeclaringHugeTable(): Buffer {
  const font = Buffer.alloc(44 + 20 + 16);
  font.write('wOFF', 0, 'latin1');
  font.writeUInt32BE(0x0001_0000, 4);
  font.writeUInt32BE(font.length, 8);
  font.writeUInt16BE(1, 12);
  font.writeUInt32BE(0x7fff_ffff, 16);
  font.write('glyf', 44, 'latin1');
  font.writeUInt32BE(64, 48);
  font.writeUInt32BE(16, 52);
  font.writeUInt32BE(0x7fff_ffff, 56);
  return font;
}

/** WOFF2's UIntBase128, most significant group first. */
function base128(value: number): Buffer {
  const groups = [value & 0x7f];
  for (let rest = Math.floor(value / 128); rest > 0; rest = Math.floor(rest / 128)) groups.unshift(0x80 | (rest & 0x7f));
  return Buffer.from(groups);
}

/**
 * A WOFF2 file whose header and table directory declare `sfntBytes` of font and each table
 * `tableBytes` once decompressed, with a few bytes of "compressed" data behind them.
 */
export function woff2Declaring(sfntBytes: number, tableBytes: number): Buffer {
  // Known tags: cmap 0, head 1, hhea 2, hmtx 3, maxp 4, name 5; version 0: not transformed.
  const directory = Buffer.concat([0, 1, 2, 3, 4, 5].map((flag) => Buffer.concat([Buffer.from([flag]), base128(tableBytes)])));
  const data = Buffer.alloc(16, 0x1b);
  const header = Buffer.alloc(48);
  header.write('wOF2', 0, 'latin1');
  header.writeUInt32BE(0x0001_0000, 4);
  header.writeUInt32BE(48 + directory.length + data.length, 8);
  header.writeUInt16BE(6, 12);
  header.writeUInt32BE(sfntBytes, 16);
  header.writeUInt32BE(data.length, 20);
  return Buffer.concat([header, directory, data]);
}
