/** The fixed middle of a draft id: -YYYYMMDDtHHMMSSz- (see create-draft-id.ts). */
const stampLength = 18;

const isNameChar = (c: string) => (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c === '-';
const isRandomChar = (c: string) => (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c === '-' || c === '_';
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

function isStampAt(value: string, at: number): boolean {
  if (value[at] !== '-' || value[at + 9] !== 't' || value[at + 16] !== 'z' || value[at + 17] !== '-') return false;
  for (let i = 1; i <= 15; i += 1) if (i !== 9 && !isDigit(value[at + i])) return false;
  return true;
}

/**
 * name-YYYYMMDDtHHMMSSz-<22+ base64url characters>, the same language as
 * /^[a-z0-9-]+-\d{8}t\d{6}z-[A-Za-z0-9_-]{22,}$/, decided in one pass: that pattern backtracks
 * quadratically on a long run of name characters that never reaches a stamp. The first stamp
 * after a non-empty name is the one to try: every character of a name or a stamp is also a
 * random-part character, so a later stamp could only make the random part shorter.
 */
export function isDraftId(value: string): boolean {
  let nameEnd = 0;
  while (nameEnd < value.length && isNameChar(value[nameEnd] ?? '')) nameEnd += 1;
  let randomStart = value.length;
  while (randomStart > 0 && isRandomChar(value[randomStart - 1] ?? '')) randomStart -= 1;
  for (let at = 1; at <= nameEnd && at + stampLength <= value.length; at += 1) {
    if (!isStampAt(value, at)) continue;
    const random = at + stampLength;
    return random >= randomStart && value.length - random >= 22;
  }
  return false;
}
