import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.js';
import { checkBoothPackZip } from './check-booth-pack-zip.js';

/** The reason a zip is refused, or 'accepted'. */
function verdict(bytes: Buffer): string {
  try {
    checkBoothPackZip(bytes);
    return 'accepted';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(error.code).toBe('BOOTH_PACK_INVALID');
    return String((error.details as { reason: string }).reason);
  }
}

const pack = (files: Record<string, string>, level: 0 | 6 = 6) => Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])), { level }));
const localHeaderAt = 0;
const centralAt = (zip: Buffer) => zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));

describe('booth pack zips: every local header agrees with its directory entry', () => {
  it('accepts an honest pack, stored or deflated', () => {
    expect(verdict(pack({ 'ok.txt': 'ciao', 'overlay.png': 'x'.repeat(500) }))).toBe('accepted');
    expect(verdict(pack({ 'ok.txt': 'ciao', 'cartella/a.txt': 'b' }, 0))).toBe('accepted');
  });

  it('refuses a local header that names ../a.t while the directory says ok.txt', () => {
    const zip = pack({ 'ok.txt': 'ciao' });
    zip.write('../a.t', localHeaderAt + 30, 'latin1');
    expect(verdict(zip)).toBe('local name disagrees');
  });

  it('refuses a local header whose name has another length than the directory’s', () => {
    const zip = pack({ 'ok.txt': 'ciao' }, 0);
    zip.writeUInt16LE(5, localHeaderAt + 26);
    expect(verdict(zip)).toBe('local name disagrees');
  });

  it('refuses local sizes, crc, method or flags that differ from the directory', () => {
    const patches = [(zip: Buffer) => zip.writeUInt32LE(zip.readUInt32LE(18) + 1, 18), (zip: Buffer) => zip.writeUInt32LE(999_999, 22), (zip: Buffer) => zip.writeUInt32LE(1, 14)];
    for (const patch of patches) {
      const zip = pack({ 'ok.txt': 'ciao ciao ciao' });
      patch(zip);
      expect(verdict(zip)).toBe('local sizes disagree');
    }
    const method = pack({ 'ok.txt': 'ciao ciao ciao' });
    method.writeUInt16LE(method.readUInt16LE(8) === 8 ? 0 : 8, 8);
    expect(verdict(method)).toBe('local header disagrees');
  });

  it('refuses a directory entry that points at no local header, or past the data', () => {
    const zip = pack({ 'ok.txt': 'ciao' });
    zip.writeUInt32LE(7, centralAt(zip) + 42);
    expect(verdict(zip)).toBe('missing local header');
  });

  it('refuses a second directory entry that points at the first file', () => {
    const zip = pack({ 'a.txt': 'ciao', 'b.txt': 'ciao' }, 0);
    const second = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), centralAt(zip) + 1);
    zip.writeUInt32LE(0, second + 42);
    expect(verdict(zip)).toBe('local name disagrees');
  });

  it('refuses an unknown compression, a broken end record and trailing bytes', () => {
    const unknown = pack({ 'ok.txt': 'ciao' }, 0);
    unknown.writeUInt16LE(99, 8);
    unknown.writeUInt16LE(99, centralAt(unknown) + 10);
    expect(verdict(unknown)).toBe('unknown compression');
    const trailing = Buffer.concat([pack({ 'ok.txt': 'ciao' }), Buffer.from('coda')]);
    expect(verdict(trailing)).toBe('no end record');
    const cut = pack({ 'ok.txt': 'ciao' }).subarray(0, 40);
    expect(verdict(cut)).toBe('no end record');
  });

  it('still refuses unsafe names, empty and duplicate-name zips', () => {
    expect(verdict(pack({ '../evil.sh': 'x' }))).toMatch(/^unsafe name/);
    expect(verdict(Buffer.from(zipSync({})))).toBe('empty');
    const zip = pack({ 'a.txt': 'ciao', 'b.txt': 'ciao' }, 0);
    const second = zip.indexOf(Buffer.from('b.txt'));
    zip.write('a.txt', second, 'latin1');
    zip.write('a.txt', zip.indexOf(Buffer.from('b.txt')), 'latin1');
    expect(verdict(zip)).toBe('duplicate name');
  });
});
