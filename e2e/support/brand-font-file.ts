import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);

/**
 * A real font file that no built-in font shares a name with: Great Vibes (a script face, far from
 * Roboto) from its @fontsource package, written again by opentype.js as an OTF under another
 * family name. Its GSUB table is left out (opentype.js cannot write its chained contexts).
 */
export function makeBrandFontFile(family: string): Buffer {
  const packageDir = path.dirname(require.resolve('@fontsource/great-vibes/package.json'));
  const woff = readFileSync(path.join(packageDir, 'files', 'great-vibes-latin-400-normal.woff'));
  const font = opentype.parse(woff.buffer.slice(woff.byteOffset, woff.byteOffset + woff.length));
  for (const table of Object.values(font.names)) {
    if (table.fontFamily !== undefined) table.fontFamily = { en: family };
    if (table.fullName !== undefined) table.fullName = { en: `${family} Regular` };
    if (table.postScriptName !== undefined) table.postScriptName = { en: `${family.replace(/\s+/g, '')}-Regular` };
  }
  delete font.tables.gsub;
  return Buffer.from(font.toArrayBuffer());
}
