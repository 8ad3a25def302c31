import { cp, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** Every blob key a row names (the tables that hold files; see delete-account-rows.ts). */
const referencedKeysSql = `
  select key as file_key from stored_files
  union select blob_key from drafts
  union select thumbnail_key from layouts
  union select original_key from custom_templates
  union select preview_key from custom_templates
  union select key from brand_fonts
  union select key from layout_images
  union select blob_key from booth_pack_revisions
  union select blob_key from account_exports`;

async function isEmpty(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch(() => []);
  return entries.length === 0;
}

/**
 * Restores a backup into an empty DATA_DIR: the database tarball is loaded into DATA_DIR/db
 * (PGlite replays its WAL as after a crash), then the files are copied into DATA_DIR/blobs,
 * leaving out those no row of the restored database names (written after the snapshot).
 */
export async function restoreBackup(backupDir: string, dataDir: string): Promise<{ files: number; dropped: number }> {
  const dbDir = path.join(dataDir, 'db');
  const blobsDir = path.join(dataDir, 'blobs');
  if (!(await isEmpty(dbDir)) || !(await isEmpty(blobsDir))) throw new Error(`${dataDir} already holds a database or files: restore into an empty DATA_DIR`);
  const tarball = await readFile(path.join(backupDir, 'db.tar.gz'));
  await mkdir(dataDir, { recursive: true });
  const client = new PGlite(dbDir, { loadDataDir: new Blob([tarball]) });
  let referenced: Set<string>;
  try {
    const result = await client.query<{ file_key: string | null }>(referencedKeysSql);
    referenced = new Set(result.rows.flatMap((row) => (row.file_key === null ? [] : [row.file_key])));
  } finally {
    await client.close();
  }
  const source = path.join(backupDir, 'blobs');
  const entries = await readdir(source, { recursive: true, withFileTypes: true });
  let files = 0;
  let dropped = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(source, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    const isMeta = relative.startsWith('.meta/');
    const key = isMeta ? relative.slice('.meta/'.length).replace(/\.json$/, '') : relative;
    if (!referenced.has(key)) {
      if (!isMeta) dropped += 1;
      continue;
    }
    await mkdir(path.dirname(path.join(blobsDir, relative)), { recursive: true });
    await cp(path.join(source, relative), path.join(blobsDir, relative));
    if (!isMeta) files += 1;
  }
  return { files, dropped };
}
