import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('FilesystemBlobStore', () => {
  it('stores, reads back and deletes bytes with their content type', async () => {
    const bytes = Buffer.from([0, 1, 2, 255, 254]);
    await store.put('drafts/user-1/a.png', bytes, 'image/png');
    expect(await store.get('drafts/user-1/a.png')).toEqual({ bytes, contentType: 'image/png' });
    // A plain file under the key's path, so the directory can be backed up or synced as it is.
    expect((await readFile(path.join(root, 'blobs', 'drafts', 'user-1', 'a.png'))).equals(bytes)).toBe(true);
    await store.delete('drafts/user-1/a.png');
    expect(await store.get('drafts/user-1/a.png')).toBeNull();
    await store.delete('drafts/user-1/a.png');
  });

  it('answers null for keys never stored, including paths through another blob', async () => {
    await store.put('x/file', Buffer.from('1'), 'text/plain');
    expect(await store.get('never/stored.png')).toBeNull();
    expect(await store.get('x/file/below')).toBeNull();
    expect(await store.get('x')).toBeNull();
  });

  it('overwrites a key atomically: readers see the old bytes or the new ones, whole', async () => {
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
  });

  it('leaves no temporary file behind, also when the rename fails', async () => {
    await store.put('clash/inner/blob', Buffer.from('a'), 'text/plain');
    // 'clash/inner' is a directory now: writing a blob there cannot be renamed into place.
    await expect(store.put('clash/inner', Buffer.from('b'), 'text/plain')).rejects.toThrow();
    const files = await listFiles(path.join(root, 'blobs'));
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses keys that could leave its directory or hide among its own files', async () => {
    for (const key of ['', '/etc/passwd', '../outside', 'a/../../outside', 'a//b', 'a/./b', '.meta/x', 'a/.hidden', 'a\\b', 'a b', 'x'.repeat(600), 'é']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/unsafe blob key/);
      await expect(store.get(key), key).rejects.toThrow(/unsafe blob key/);
      await expect(store.delete(key), key).rejects.toThrow(/unsafe blob key/);
    }
    expect(await readdir(root)).toEqual(['blobs']);
  });

  it('refuses a content type that is not one MIME type on one line', async () => {
    for (const type of ['', 'png', 'image/png\r\nX-Evil: 1', 'image/png; charset']) {
      await expect(store.put('ok/key', Buffer.from('x'), type), type).rejects.toThrow(/content type/);
    }
  });
});
