import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { customTemplateKeyFromUrl, customTemplateKeyPrefix } from '../../shared/api/custom-templates.js';
import { layoutImageRoutePrefix } from '../../shared/api/layouts.js';
import { modelOf } from '../../shared/layout/kinds/element-models.js';
import type { LayoutDocument } from '../../shared/layout/layout-document.js';
import type { Database } from '../db/client.js';
import { brandFonts } from '../db/schema.js';
import { layoutImageKey, layoutImageNamePattern } from '../domain/list-layout-image-names.js';
import type { BlobStore } from '../storage/blob-store.js';
import { loadTemplateOriginal } from './load-template-original.js';
import type { RenderFont, RenderJob } from './render-job.js';

const clipartPrefix = '/assets/clipart/';

export interface RenderSources {
  db: Database;
  blobs: BlobStore;
  clientDir: string;
  /** Where the built-in templates' print originals are (config.templateOriginalsDir). */
  originalsDir: string;
}

/** What a route's context gives the renderer: the database, the blob store and where the files are. */
export function renderSourcesOf(ctx: { db: Database; blobs: BlobStore; config: { clientDir: string; templateOriginalsDir: string } }): RenderSources {
  return { db: ctx.db, blobs: ctx.blobs, clientDir: ctx.config.clientDir, originalsDir: ctx.config.templateOriginalsDir };
}

/**
 * Reads every file a render of this document needs, as its owner sees them: the template's
 * original (an uploaded one only if it is the owner's), the owner's uploaded images (from the blob store, only under the owner's prefix),
 * the clip-art from the client build and the owner's brand fonts of the families its texts use.
 * A file that cannot be found is left out, and drawn as the editor draws a missing picture.
 */
export async function gatherRenderJob(sources: RenderSources, userId: string, document: LayoutDocument, options: Pick<RenderJob, 'format' | 'hasCutLine' | 'photoWindows' | 'watermark' | 'demoText' | 'draftText'>): Promise<RenderJob> {
  const [template, pictures, fonts] = await Promise.all([readTemplate(sources, userId, document.template.path), readPictures(sources, userId, document), readBrandFonts(sources, userId, document)]);
  return { document, ...options, template, pictures, brandFonts: fonts };
}

/** A built-in original, or an uploaded one of this operator's own: another operator's upload is not drawn. */
function readTemplate(sources: RenderSources, userId: string, templatePath: string): Promise<Buffer | null> {
  const key = customTemplateKeyFromUrl(templatePath);
  if (key !== null && !key.startsWith(`${customTemplateKeyPrefix}${userId}/`)) return Promise.resolve(null);
  return loadTemplateOriginal(sources, templatePath);
}

async function readPictures(sources: RenderSources, userId: string, document: LayoutDocument): Promise<Record<string, Uint8Array>> {
  const srcs = new Set(document.elements.flatMap((element) => (element.hidden === true ? [] : modelOf(element).sources(element))));
  const entries = await Promise.all([...srcs].map(async (src) => [src, await readPicture(sources, userId, src)] as const));
  return Object.fromEntries(entries.filter((entry): entry is readonly [string, Buffer] => entry[1] !== null));
}

async function readPicture(sources: RenderSources, userId: string, src: string): Promise<Buffer | null> {
  const bare = src.split(/[?#]/)[0] ?? '';
  if (bare.startsWith(layoutImageRoutePrefix)) {
    const name = bare.slice(layoutImageRoutePrefix.length);
    if (!layoutImageNamePattern.test(name)) return null;
    return (await sources.blobs.get(layoutImageKey(userId, name)))?.bytes ?? null;
  }
  if (bare.startsWith(clipartPrefix)) {
    let relative: string;
    try {
      relative = decodeURIComponent(bare);
    } catch {
      return null;
    }
    const root = path.join(sources.clientDir, 'assets', 'clipart');
    const file = path.join(sources.clientDir, relative);
    if (!file.startsWith(root + path.sep)) return null;
    return readFile(file).catch(() => null);
  }
  return null;
}

async function readBrandFonts(sources: RenderSources, userId: string, document: LayoutDocument): Promise<RenderFont[]> {
  const families = [...new Set(document.elements.flatMap((element) => (element.hidden === true ? [] : modelOf(element).fontFamilies(element))))];
  if (families.length === 0) return [];
  const rows = await sources.db
    .select({ key: brandFonts.key, family: brandFonts.family })
    .from(brandFonts)
    .where(and(eq(brandFonts.userId, userId), inArray(brandFonts.family, families)));
  const fonts = await Promise.all(rows.map(async (row) => ({ ...row, bytes: (await sources.blobs.get(row.key))?.bytes ?? null })));
  return fonts.flatMap((font) => (font.bytes === null ? [] : [{ key: font.key, family: font.family, bytes: font.bytes }]));
}
