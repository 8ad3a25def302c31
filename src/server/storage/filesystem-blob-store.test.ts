import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeBlobStoreContract } from '../test-support/blob-store-contract.js';
import { FilesystemBlobStore } from './filesystem-blob-store.js';

let root: string;
let store: FilesystemBlobStore;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cornice-blobs-'));
  store = new FilesystemBlobStore(path.join(root, 'blobs'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Every file under a directory, relative, temporary files included. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describeBlobStoreContract('the disk adapter', () => store);

describe('FilesystemBlobStore', () => {
  it('keeps each blob as a plain file under its key, so the folder can be backed up as it is', async () => {
    const bytes = Buffer.from([0, 1, 2, 255, 254]);
    await store.put('drafts/user-1/plain.png', bytes, 'image/png');
    expect((await readFile(path.join(root, 'blobs', 'drafts', 'user-1', 'plain.png'))).equals(bytes)).toBe(true);
  });

  // The disk adapter's own promise (temporary file, then rename). s3rver, the local S3 stand-in,
  // drops concurrent writers to one key, so this is not in the shared contract; S3 itself
  // replaces an object whole.
  it('overwrites a key whole: readers see the old bytes or the new ones, never a mix', async () => {
    const versions = Array.from({ length: 12 }, (_, i) => Buffer.alloc(512 * 1024, i + 1));
    const key = 'race/blob.bin';
    await store.put(key, versions[0] ?? Buffer.alloc(0), 'application/octet-stream');
    const reads: Promise<Buffer | undefined>[] = [];
    const writes = versions.map(async (version, i) => {
      reads.push(store.get(key).then((blob) => blob?.bytes));
      await store.put(key, version, i % 2 === 0 ? 'application/octet-stream' : 'application/x-test');
      reads.push(store.get(key).then((blob) => blob?.bytes));
    });
    await Promise.all(writes);
    for (const read of await Promise.all(reads)) {
      expect(read).toBeDefined();
      expect(versions.some((version) => read?.equals(version))).toBe(true);
    }
    const last = await store.get(key);
    expect(versions.some((version) => last?.bytes.equals(version))).toBe(true);
  });

  it('leaves no temporary file behind, also when the rename fails', async () => {
    await store.put('clash/inner/blob', Buffer.from('a'), 'text/plain');
    // 'clash/inner' is a directory now: writing a blob there cannot be renamed into place.
    await expect(store.put('clash/inner', Buffer.from('b'), 'text/plain')).rejects.toThrow();
    const files = await listFiles(path.join(root, 'blobs'));
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('writes nothing outside its directory when refusing an unsafe key', async () => {
    await expect(store.put('../outside', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe blob key/);
    expect(await readdir(root)).toEqual(['blobs']);
  });
});
