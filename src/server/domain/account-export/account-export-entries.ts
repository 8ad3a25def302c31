import path from 'node:path';
import { and, asc, eq, gt, like } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { boothPackLinks, boothPackRevisions, brandFonts, customTemplates, drafts, layoutImages, layouts, storedFiles } from '../../db/schema.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { exportCatalogRequestsCsv } from '../export-catalog-requests.js';
import { accountExportReadme } from './account-export-readme.js';
import { readAccountRecords, streamCatalogRequestsJson } from './account-export-records.js';
import type { ZipSource } from './zip-stream.js';

/** Layouts read per query: their documents are the largest rows an account has. */
const layoutPage = 50;

const encoder = new TextEncoder();

async function* once(text: string): AsyncGenerator<Uint8Array> {
  yield encoder.encode(text);
}

async function* encodeAll(texts: AsyncIterable<string>): AsyncGenerator<Uint8Array> {
  for await (const text of texts) yield encoder.encode(text);
}

const json = (zipPath: string, value: unknown): ZipSource => ({ path: zipPath, compress: true, chunks: once(`${JSON.stringify(value, null, 2)}\n`) });

/**
 * Every file of an account export in zip order (README.txt documents them). Rows are read in
 * pages and each stored file is streamed from the blob store when its turn comes, so the whole
 * export is never in memory. A file listed in a row but missing from the store is left out.
 */
export async function* accountExportEntries(db: Database, store: BlobStore, userId: string): AsyncGenerator<ZipSource> {
  const blob = async function* (zipPath: string, key: string | null): AsyncGenerator<ZipSource> {
    if (key === null) return;
    // The zip is done with each chunk before it asks for the next, so the store may reuse its buffer.
    const chunks = await store.readChunks(key);
    if (chunks === null) return;
    yield { path: zipPath, compress: false, chunks };
  };
  yield { path: 'README.txt', compress: true, chunks: once(accountExportReadme) };
  const records = await readAccountRecords(db, userId);
  yield json('account.json', records.account);
  yield json('profile.json', records.profile);
  yield json('passes.json', records.passes);
  yield json('payments.json', records.payments);

  const logos = await db.select({ key: storedFiles.key }).from(storedFiles).where(and(eq(storedFiles.userId, userId), like(storedFiles.key, 'logos/%')));
  for (const { key } of logos) yield* blob(`logos/${path.posix.basename(key)}`, key);

  for (let after = ''; ; ) {
    const page = await db
      .select()
      .from(layouts)
      .where(and(eq(layouts.userId, userId), gt(layouts.id, after)))
      .orderBy(asc(layouts.id))
      .limit(layoutPage);
    for (const row of page) {
      const { thumbnailKey, userId: _owner, searchName: _search, ...layout } = row;
      yield json(`layouts/${row.id}/layout.json`, layout);
      yield* blob(`layouts/${row.id}/thumbnail.jpg`, thumbnailKey);
    }
    if (page.length < layoutPage) break;
    after = page.at(-1)?.id ?? after;
  }

  const images = await db.select().from(layoutImages).where(eq(layoutImages.userId, userId)).orderBy(asc(layoutImages.key));
  yield json('layout-images/layout-images.json', images.map(({ userId: _owner, ...image }) => ({ ...image, file: path.posix.basename(image.key) })));
  for (const image of images) yield* blob(`layout-images/${path.posix.basename(image.key)}`, image.key);

  const templates = await db.select().from(customTemplates).where(eq(customTemplates.userId, userId)).orderBy(asc(customTemplates.id));
  for (const template of templates) {
    const { userId: _owner, ...described } = template;
    yield json(`templates/${template.id}/template.json`, described);
    yield* blob(`templates/${template.id}/original${path.posix.extname(template.originalKey)}`, template.originalKey);
    yield* blob(`templates/${template.id}/preview${path.posix.extname(template.previewKey)}`, template.previewKey);
  }

  const fonts = await db.select().from(brandFonts).where(eq(brandFonts.userId, userId)).orderBy(asc(brandFonts.id));
  yield json('brand-fonts/brand-fonts.json', fonts.map(({ userId: _owner, ...font }) => ({ ...font, file: `${font.id}.${font.format}` })));
  for (const font of fonts) yield* blob(`brand-fonts/${font.id}.${font.format}`, font.key);

  const draftRows = await db.select().from(drafts).where(eq(drafts.userId, userId)).orderBy(asc(drafts.id));
  yield json('drafts/drafts.json', draftRows.map(({ userId: _owner, blobKey: _key, ...draft }) => ({ ...draft, file: `${draft.id}.png` })));
  for (const draft of draftRows) yield* blob(`drafts/${draft.id}.png`, draft.blobKey);

  const packs = await db
    .select({ layoutId: boothPackRevisions.layoutId, revision: boothPackRevisions.revision, blobKey: boothPackRevisions.blobKey, sha256: boothPackRevisions.sha256, byteSize: boothPackRevisions.byteSize, createdAt: boothPackRevisions.createdAt, expiresAt: boothPackLinks.expiresAt })
    .from(boothPackRevisions)
    .innerJoin(boothPackLinks, eq(boothPackLinks.layoutId, boothPackRevisions.layoutId))
    .where(eq(boothPackLinks.userId, userId))
    .orderBy(asc(boothPackRevisions.layoutId), asc(boothPackRevisions.revision));
  yield json('booth-packs/booth-packs.json', packs.map(({ blobKey: _key, ...pack }) => ({ ...pack, file: `${pack.layoutId}/r${pack.revision}.zip` })));
  for (const pack of packs) yield* blob(`booth-packs/${pack.layoutId}/r${pack.revision}.zip`, pack.blobKey);

  yield { path: 'requests/requests.json', compress: true, chunks: encodeAll(streamCatalogRequestsJson(db, userId)) };
  yield { path: 'requests/requests.csv', compress: true, chunks: encodeAll(exportCatalogRequestsCsv(db, userId, {})) };
}
