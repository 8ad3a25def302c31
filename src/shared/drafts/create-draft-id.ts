import { trimChar, trimTrailingChar } from '../util/trim-char.js';

const maxNameLength = 60;
/** 16 bytes: 128 random bits, above the 120 the share links need to be unguessable. */
export const draftIdRandomBytes = 16;

/**
 * Spec §9: the sanitised template file name plus an ISO timestamp, here followed by 128 random
 * bits so that a link cannot be guessed from the template and the time:
 * eucalyptus-bloom-20261122t101500z-Q2F0... The bytes come from the caller (crypto in the
 * browser), which keeps this pure.
 */
export function createDraftId(templatePath: string, now: Date, random: Uint8Array): string {
  if (random.length < draftIdRandomBytes) throw new Error(`a draft id needs ${draftIdRandomBytes} random bytes`);
  return `${sanitiseName(templatePath)}-${compactTimestamp(now)}-${toBase64Url(random)}`;
}

function sanitiseName(templatePath: string): string {
  const fileName = decodeSafely(templatePath.split(/[?#]/)[0]?.split('/').pop() ?? '');
  const stem = fileName.replace(/\.[^.]*$/, '');
  const slug = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const trimmed = trimTrailingChar(trimChar(slug, '-').slice(0, maxNameLength), '-');
  return trimmed === '' ? 'layout' : trimmed;
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** 2026-11-22T10:15:00.000Z → 20261122t101500z (ISO 8601 basic format, lower case for URLs). */
function compactTimestamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'z')
    .replace(/[-:]/g, '')
    .toLowerCase();
}

function toBase64Url(bytes: Uint8Array): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out += alphabet[(value >> bits) & 63];
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += alphabet[(value << (6 - bits)) & 63];
  return out;
}
