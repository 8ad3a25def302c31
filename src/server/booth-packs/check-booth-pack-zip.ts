import { maxBoothPackEntries, maxBoothPackUnpackedBytes } from '../../shared/api/booth-packs.js';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { AppError } from '../http/app-error.js';
import { readZipDirectory } from './read-zip-directory.js';
import { apiMessage } from '../../shared/api/api-messages.js';

/** A local file header or the end record of an empty archive: what every zip starts with. */
const zipSignatures = [Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from([0x50, 0x4b, 0x05, 0x06])];

function invalid(reason: string): AppError {
  return new AppError(400, ErrorCodes.boothPackInvalid, apiMessage('boothPackInvalid'), { reason });
}

/**
 * Reads the archive's directory without inflating anything, each local header checked against
 * it (read-zip-directory.ts), so a zip bomb costs nothing: refused when it is not a zip, is
 * empty, has too many files or too much inside, or names a path that would leave the folder it
 * is unpacked into (absolute, '..', a drive letter or a backslash).
 */
export function checkBoothPackZip(bytes: Buffer): void {
  if (!zipSignatures.some((signature) => bytes.subarray(0, 4).equals(signature))) throw invalid('not a zip');
  const directory = readDirectory(bytes);
  if (directory.kind === 'invalid') throw invalid(directory.reason);
  const names = directory.entries.map((entry) => entry.name);
  const unpacked = directory.entries.reduce((sum, entry) => sum + entry.originalSize, 0);
  if (names.length === 0) throw invalid('empty');
  if (names.length > maxBoothPackEntries) throw invalid('too many files');
  if (unpacked > maxBoothPackUnpackedBytes) throw invalid('too large unpacked');
  const unsafe = names.find((name) => !isSafeEntryName(name));
  if (unsafe !== undefined) throw invalid(`unsafe name: ${unsafe.slice(0, 100)}`);
  if (new Set(names).size !== names.length) throw invalid('duplicate name');
}

function readDirectory(bytes: Buffer): ReturnType<typeof readZipDirectory> {
  try {
    return readZipDirectory(bytes);
  } catch {
    return { kind: 'invalid', reason: 'unreadable' };
  }
}

function isSafeEntryName(name: string): boolean {
  if (name === '' || name.length > 255 || name.startsWith('/') || name.includes('\\') || /^[A-Za-z]:/.test(name)) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(name)) return false;
  return name.split('/').every((segment, index, all) => segment !== '..' && segment !== '.' && (segment !== '' || index === all.length - 1));
}
