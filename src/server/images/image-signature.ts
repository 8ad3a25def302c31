const signatures = {
  png: [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  jpeg: [Buffer.from([0xff, 0xd8, 0xff])],
} as const;

/**
 * Whether the bytes start as a `format` file does. Checked before sharp sees an upload: sharp
 * reads any format it knows, SVG (librsvg) included, whatever the route expects, and measuring
 * an SVG can mean laying out all of it.
 */
export function hasImageSignature(bytes: Buffer, format: 'png' | 'jpeg' | 'webp'): boolean {
  if (format === 'webp') return bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';
  return signatures[format].some((signature) => bytes.length >= signature.length && bytes.subarray(0, signature.length).equals(signature));
}
