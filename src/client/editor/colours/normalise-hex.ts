const hexPattern = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * The '#rrggbb' form (lowercase, opaque) of a hex colour, or null when the value is not hex.
 * A native `<input type="color">` accepts only this form, and swatches compare by it, so '#FFF'
 * and '#ffffff' count as the same colour; alpha is dropped because the colour input cannot show it.
 */
export function normaliseHex(value: string): string | null {
  const trimmed = value.trim();
  if (!hexPattern.test(trimmed)) return null;
  const digits = trimmed.slice(1).toLowerCase();
  if (digits.length <= 4) {
    return `#${digits[0]}${digits[0]}${digits[1]}${digits[1]}${digits[2]}${digits[2]}`;
  }
  return `#${digits.slice(0, 6)}`;
}
