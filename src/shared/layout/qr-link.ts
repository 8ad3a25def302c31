/**
 * The link a QR code carries (an online gallery, a booking page). A longer link needs more
 * modules: 500 bytes at level M is a version-17 code, 85 modules, which at the default inch
 * (300 px) is about 3.2 px, 0.27 mm, a module, still read by phones; beyond that a booth print
 * stops scanning reliably. 500 bytes also fits version 40 at every error correction level
 * (H holds 1273), so a valid link can always be encoded. Bytes, not characters: the code
 * stores the link as UTF-8, where an accented letter takes two.
 */
export const qrLinkMaxBytes = 500;

export type QrLinkProblem = 'empty' | 'too-long' | 'invalid' | 'not-web';

export type QrLinkCheck = { ok: true; url: string } | { ok: false; problem: QrLinkProblem };

/** "https:" or "mailto:" at the start; "localhost:8080" and "galleria.it:8443" are hosts with a port, not schemes. */
const schemePattern = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * Reads what the operator typed: trimmed, and without a scheme taken as https ("galleria.it/anna"
 * becomes "https://galleria.it/anna"). Otherwise the link is kept exactly as typed, since the
 * QR must lead where the operator said. Only http(s) links to a named host (with a dot, or an
 * IP address) are accepted: a phone opens nothing useful from anything else.
 */
export function readQrLink(input: string): QrLinkCheck {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  const url = schemePattern.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (countUtf8Bytes(url) > qrLinkMaxBytes) return { ok: false, problem: 'too-long' };
  // Spaces and control characters would be escaped by the URL parser, so the code and the field would differ.
  if (/\s/.test(url) || hasControlCharacter(url)) return { ok: false, problem: 'invalid' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { ok: false, problem: 'not-web' };
  if (!parsed.hostname.includes('.') && !parsed.hostname.includes(':')) return { ok: false, problem: 'invalid' };
  return { ok: true, url };
}

/** A link as the document stores it: one that readQrLink accepts and leaves unchanged. */
export function isStoredQrLink(value: string): boolean {
  const check = readQrLink(value);
  return check.ok && check.url === value;
}

function hasControlCharacter(text: string): boolean {
  return [...text].some((character) => {
    const code = character.codePointAt(0) ?? 0;
    return code < 0x20 || code === 0x7f;
  });
}

export function countUtf8Bytes(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
