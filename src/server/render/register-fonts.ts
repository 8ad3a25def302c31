import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import type { RenderFont } from './render-job.js';

const require = createRequire(import.meta.url);
const faces = ['400-normal', '700-normal', '400-italic', '700-italic'] as const;
/** What the browser draws a family it cannot find in: Roboto (see brand-font-registry). */
export const substituteFamily = 'Roboto';

const builtIn = new Map<string, boolean>();
const brand = new Map<string, string>();

/**
 * Registers the self-hosted face files of a catalogue family (the @fontsource package the app's
 * fonts.css is generated from), once per process; false when no such package is installed.
 * Only the latin subset: the app's texts are Italian and English, and a family registered from
 * several subset files would match glyphs in the wrong one.
 */
export function registerBuiltInFamily(family: string): boolean {
  const known = builtIn.get(family);
  if (known !== undefined) return known;
  const slug = family.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  let isRegistered = false;
  try {
    const files = path.join(path.dirname(require.resolve(`@fontsource/${slug}/package.json`)), 'files');
    for (const face of faces) {
      const file = path.join(files, `${slug}-latin-${face}.woff2`);
      if (existsSync(file) && GlobalFonts.registerFromPath(file, family) !== null) isRegistered = true;
    }
  } catch {
    isRegistered = false;
  }
  builtIn.set(family, isRegistered);
  return isRegistered;
}

/**
 * Registers an operator's brand face under a family name of its own and returns that name: fonts
 * are process-wide, and two operators may each have a 'Logo Sans'. The name comes from the
 * owner's key prefix and the family, so the faces of one family (bold, italic) share it and are
 * told apart by their own weight and style.
 */
export function registerBrandFont(font: RenderFont): string | null {
  const known = brand.get(font.key);
  if (known !== undefined) return known;
  const alias = `brand-${createHash('sha256').update(`${path.posix.dirname(font.key)}\n${font.family}`).digest('hex').slice(0, 16)}`;
  const isRegistered = GlobalFonts.register(Buffer.from(font.bytes), alias) !== null;
  if (!isRegistered) return null;
  brand.set(font.key, alias);
  return alias;
}
