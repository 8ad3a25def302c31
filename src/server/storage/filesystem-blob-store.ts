import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { assertContentType, assertSafeBlobKey } from './blob-key.js';
import type { BlobStore, StoredBlob, StoredBlobStream } from './blob-store.js';
import { readFileChunks } from './read-file-chunks.js';
import { writeStreamToFile } from './write-stream-to-file.js';

const fallbackContentType = 'application/octet-stream';
/** Safe keys never start with a dot, so this tree cannot collide with a stored file. */
const metaDirName = '.meta';

/**
 * Blobs as plain files under one directory (by default $DATA_DIR/blobs), so they can be
 * inspected, backed up or copied to a bucket as they are. The content type sits beside them in
 * .meta/{key}.json. Every file is written to a temporary name and renamed into place, so a
 * reader sees the old bytes or the new ones, never half a file, even if the process dies.
 */
export class FilesystemBlobStore implements BlobStore {
  constructor(readonly rootDir: string) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertSafeBlobKey(key);
    assertContentType(contentType);
    // Metadata first: once the data is visible, its content type is too.
    await writeAtomically(this.metaPath(key), JSON.stringify({ contentType }));
    await writeAtomically(this.dataPath(key), bytes);
  }

  async get(key: string): Promise<StoredBlob | null> {
    assertSafeBlobKey(key);
    let bytes: Buffer;
    try {
      bytes = await readFile(this.dataPath(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    return { bytes, contentType: await this.readContentType(key) };
  }

  async delete(key: string): Promise<void> {
    assertSafeBlobKey(key);
    await rm(this.dataPath(key), { force: true });
    await rm(this.metaPath(key), { force: true });
  }

  async putStream(key: string, source: AsyncIterable<Uint8Array>, contentType: string): Promise<number> {
    assertSafeBlobKey(key);
    assertContentType(contentType);
    await writeAtomically(this.metaPath(key), JSON.stringify({ contentType }));
    const target = this.dataPath(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(8).toString('hex')}.tmp`);
    try {
      const handle = await open(temp, 'wx');
      try {
        await writeStreamToFile(handle, source);
        await handle.datasync();
      } finally {
        await handle.close();
      }
      await rename(temp, target);
      return (await stat(target)).size;
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async getStream(key: string): Promise<StoredBlobStream | null> {
    assertSafeBlobKey(key);
    let byteSize: number;
    try {
      const info = await stat(this.dataPath(key));
      if (!info.isFile()) return null;
      byteSize = info.size;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    return { stream: createReadStream(this.dataPath(key)), contentType: await this.readContentType(key), byteSize };
  }

  async readChunks(key: string): Promise<AsyncIterable<Uint8Array> | null> {
    assertSafeBlobKey(key);
    return readFileChunks(this.dataPath(key));
  }

  private dataPath(key: string): string {
    return path.join(this.rootDir, ...key.split('/'));
  }

  private metaPath(key: string): string {
    return `${path.join(this.rootDir, metaDirName, ...key.split('/'))}.json`;
  }

  private async readContentType(key: string): Promise<string> {
    try {
      const meta: unknown = JSON.parse(await readFile(this.metaPath(key), 'utf8'));
      if (typeof meta === 'object' && meta !== null && 'contentType' in meta && typeof meta.contentType === 'string') return meta.contentType;
    } catch (error) {
      if (!isMissing(error) && !(error instanceof SyntaxError)) throw error;
    }
    return fallbackContentType;
  }
}

async function writeAtomically(target: string, data: Buffer | string): Promise<void> {
  const dir = path.dirname(target);
  await mkdir(dir, { recursive: true });
  // Same directory, so the rename stays on one filesystem and is atomic; the leading dot keeps
  // it out of the key space.
  const temp = path.join(dir, `.${path.basename(target)}.${randomBytes(8).toString('hex')}.tmp`);
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(data);
      // Without it a crash soon after the rename could leave an empty file under the final name.
      await handle.datasync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  // ENOTDIR/EISDIR: a key whose path runs through, or ends at, another key's folder.
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
