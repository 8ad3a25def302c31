import type { BlobStore, StoredBlob, StoredBlobStream } from './blob-store.js';

/**
 * A blob store whose deletions can be held back (while a backup copies the files a database
 * snapshot names, none of them may go) and then carried out in order. Everything else passes
 * straight through.
 */
export class PausableDeleteBlobStore implements BlobStore {
  #pauses = 0;
  #held: string[] = [];

  constructor(readonly inner: BlobStore) {}

  put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    return this.inner.put(key, bytes, contentType);
  }

  get(key: string): Promise<StoredBlob | null> {
    return this.inner.get(key);
  }

  async delete(key: string): Promise<void> {
    if (this.#pauses > 0) {
      this.#held.push(key);
      return;
    }
    await this.inner.delete(key);
  }

  putStream(key: string, source: AsyncIterable<Uint8Array>, contentType: string): Promise<number> {
    return this.inner.putStream(key, source, contentType);
  }

  getStream(key: string): Promise<StoredBlobStream | null> {
    return this.inner.getStream(key);
  }

  readChunks(key: string): Promise<AsyncIterable<Uint8Array> | null> {
    return this.inner.readChunks(key);
  }

  /** Holds deletions back until the returned release is called (pauses nest). */
  pauseDeletes(): () => Promise<void> {
    this.#pauses += 1;
    let isReleased = false;
    return async () => {
      if (isReleased) return;
      isReleased = true;
      this.#pauses -= 1;
      if (this.#pauses > 0) return;
      const held = this.#held;
      this.#held = [];
      for (const key of held) await this.inner.delete(key).catch(() => undefined);
    };
  }
}
