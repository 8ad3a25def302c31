import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);

/** A face file shipped by an @fontsource package, e.g. ('great-vibes', 'great-vibes-latin-400-normal.woff2'). */
export function readFontsourceFile(family: string, file: string): Buffer {
  const packageDir = path.dirname(require.resolve(`@fontsource/${family}/package.json`));
  return readFileSync(path.join(packageDir, 'files', file));
}

/**
 * The plain TrueType/OpenType file inside a WOFF (1.0): the sfnt header and table directory
 * rebuilt, each table inflated when it was compressed. Tests use it to have a real .ttf.
 */
export function unwrapWoff(woff: Buffer): Buffer {
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data: compLength < origLength ? inflateSync(raw) : raw };
  });
  const header = Buffer.alloc(12 + numTables * 16);
  const searchRange = 2 ** Math.floor(Math.log2(numTables)) * 16;
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(Math.floor(Math.log2(numTables)), 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    header.writeUInt32BE(table.tag, entry);
    header.writeUInt32BE(table.checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(table.data.length, entry + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}
