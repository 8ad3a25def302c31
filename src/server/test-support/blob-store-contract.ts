import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BlobStore } from '../storage/blob-store.js';

/**
 * What every BlobStore must do, whatever holds the bytes: the disk adapter and the S3 adapter
 * (against a local S3-protocol server) run this same suite, so the app can move between them.
 * `getStore` is read inside each test, after the caller's beforeAll has made the store.
 */
export function describeBlobStoreContract(name: string, getStore: () => BlobStore): void {
  describe(`${name}: the BlobStore contract`, () => {
    it('stores, reads back and deletes bytes with their content type; deleting twice is fine', async () => {
      const store = getStore();
      const bytes = randomBytes(300_000);
      await store.put('drafts/user-1/a.png', bytes, 'image/png');
      const blob = await store.get('drafts/user-1/a.png');
      expect(blob?.contentType).toBe('image/png');
      expect(blob?.bytes.equals(bytes)).toBe(true);
      await store.delete('drafts/user-1/a.png');
      expect(await store.get('drafts/user-1/a.png')).toBeNull();
      await store.delete('drafts/user-1/a.png');
    });

    it('answers null for keys never stored, including paths through or above another blob', async () => {
      const store = getStore();
      await store.put('contract-x/file', Buffer.from('1'), 'text/plain');
      expect(await store.get('never/stored.png')).toBeNull();
      expect(await store.get('contract-x/file/below')).toBeNull();
      expect(await store.get('contract-x')).toBeNull();
    });

    it('writes a stream of many chunks and reads it back as a stream, byte for byte', async () => {
      const store = getStore();
      const chunks = Array.from({ length: 40 }, (_, i) => randomBytes(150_000 + i));
      async function* source() {
        for (const chunk of chunks) yield new Uint8Array(chunk);
      }
      const size = await store.putStream('streamed/big.zip', source(), 'application/zip');
      const expected = Buffer.concat(chunks);
      expect(size).toBe(expected.length);
      const read = await store.getStream('streamed/big.zip');
      expect(read?.contentType).toBe('application/zip');
      const parts: Buffer[] = [];
      for await (const part of read?.stream ?? []) parts.push(part as Buffer);
      expect(Buffer.concat(parts).equals(expected)).toBe(true);
      expect(await store.getStream('streamed/never.zip')).toBeNull();
      await store.delete('streamed/big.zip');
      expect(await store.getStream('streamed/big.zip')).toBeNull();
    });

    it('reads a blob back chunk by chunk for a reader done with each before the next, byte for byte', async () => {
      const store = getStore();
      const bytes = randomBytes(1_000_003);
      await store.put('streamed/chunks.bin', bytes, 'application/octet-stream');
      const chunks = await store.readChunks('streamed/chunks.bin');
      const copies: Buffer[] = [];
      // A copy of each chunk as it comes: the store may read the next into the same buffer.
      for await (const chunk of chunks ?? []) copies.push(Buffer.from(chunk));
      expect(Buffer.concat(copies).equals(bytes)).toBe(true);
      expect(await store.readChunks('streamed/never.bin')).toBeNull();
      await store.delete('streamed/chunks.bin');
    });

    it('overwrites a key with the new bytes and content type', async () => {
      const store = getStore();
      await store.put('overwrite/blob.bin', Buffer.alloc(200_000, 1), 'application/octet-stream');
      await store.put('overwrite/blob.bin', Buffer.alloc(100_000, 2), 'application/x-test');
      const blob = await store.get('overwrite/blob.bin');
      expect(blob?.contentType).toBe('application/x-test');
      expect(blob?.bytes.equals(Buffer.alloc(100_000, 2))).toBe(true);
    });

    it('refuses keys that could leave its place or hide among its own files', async () => {
      const store = getStore();
      for (const key of ['', '/etc/passwd', '../outside', 'a/../../outside', 'a//b', 'a/./b', '.meta/x', 'a/.hidden', 'a\\b', 'a b', 'x'.repeat(600), 'é']) {
        await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/unsafe blob key/);
        await expect(store.get(key), key).rejects.toThrow(/unsafe blob key/);
        await expect(store.delete(key), key).rejects.toThrow(/unsafe blob key/);
      }
    });

    it('refuses a content type that is not one MIME type on one line, and stores nothing', async () => {
      const store = getStore();
      for (const type of ['', 'png', 'image/png\r\nX-Evil: 1', 'image/png; charset']) {
        await expect(store.put('contract-ok/key', Buffer.from('x'), type), type).rejects.toThrow(/content type/);
      }
      expect(await store.get('contract-ok/key')).toBeNull();
    });
  });
}
