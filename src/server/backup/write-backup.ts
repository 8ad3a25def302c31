import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PausableDeleteBlobStore } from '../storage/pausable-delete-blob-store.js';

export interface BackupSources {
  snapshot: () => Promise<Blob>;
  /** The running server's store, whose deletions are held back while its files are copied. */
  store: PausableDeleteBlobStore;
  blobsDir: string;
}

/** Backups are named by their start time, so they sort and never collide within a process. */
export const backupName = (now: Date) => `backup-${now.toISOString().replace(/[:.]/g, '-')}`;

/**
 * A consistent backup of the embedded default while the server keeps serving: deletions of
 * stored files are held back first, then the database is dumped under PGlite's locks (every
 * transaction committed before is in it, none half), then the blob directory is copied. A file
 * the dump names cannot be deleted before it is copied; files written after the dump are copied
 * or not, and the restore drops those no row names. Writes db.tar.gz, blobs/ and manifest.json.
 */
export async function writeBackup(sources: BackupSources, targetDir: string, now = new Date()): Promise<{ dir: string; files: number }> {
  await mkdir(targetDir, { recursive: true });
  const release = sources.store.pauseDeletes();
  try {
    const dump = await sources.snapshot();
    await writeFile(path.join(targetDir, 'db.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    const blobsTarget = path.join(targetDir, 'blobs');
    await mkdir(blobsTarget, { recursive: true });
    const entries = await readdir(sources.blobsDir).catch(() => []);
    // Temporary files of writes in progress start with a dot; the content types live in .meta.
    for (const entry of entries) {
      if (entry.startsWith('.') && entry !== '.meta') continue;
      await cp(path.join(sources.blobsDir, entry), path.join(blobsTarget, entry), {
        recursive: true,
        filter: (source) => !path.basename(source).endsWith('.tmp'),
      });
    }
  } finally {
    await release();
  }
  const files = (await readdir(path.join(targetDir, 'blobs'), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
  await writeFile(path.join(targetDir, 'manifest.json'), `${JSON.stringify({ format: 1, createdAt: now.toISOString(), database: 'pglite', files }, null, 2)}\n`);
  return { dir: targetDir, files };
}
