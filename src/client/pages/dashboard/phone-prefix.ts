/** Country prefixes offered next to the phone field; +39 first, the default (spec part 2 §9). */
export const phonePrefixes = ['+39', '+41', '+378', '+33', '+49', '+43', '+34', '+44', '+1'] as const;
export const defaultPhonePrefix = '+39';

/** Splits a stored phone into a known prefix and the rest, so the form shows what was saved. */
export function splitPhone(stored: string): { prefix: string; number: string } {
  const trimmed = stored.trim();
  // Longest first, so +378 is not read as +3 followed by 78.
  const prefix = [...phonePrefixes].sort((a, b) => b.length - a.length).find((candidate) => trimmed.startsWith(candidate));
  if (prefix === undefined) return { prefix: defaultPhonePrefix, number: trimmed };
  return { prefix, number: trimmed.slice(prefix.length).trim() };
}

/** The phone as stored: empty when no number was typed, so a bare prefix is no contact. */
export function joinPhone(prefix: string, number: string): string {
  const trimmed = number.trim();
  if (trimmed === '') return '';
  if (trimmed.startsWith('+')) return trimmed;
  return `${prefix} ${trimmed}`;
}
