import type { BlobStore, StoredBlob, StoredBlobStream } from '../storage/blob-store.js';

/**
 * A store over a real one that can be told to fail its next write, as a full disk or a bucket
 * outage would (with `failure` as the error's message); it counts its reads by key.
 */
export class FailingBlobStore implements BlobStore {
  failNextPut = false;
  readonly reads = new Map<string, number>();

  constructor(
    private readonly inner: BlobStore,
    private readonly failure = 'simulated storage outage',
  ) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    if (this.failNextPut) {
      this.failNextPut = false;
      throw new Error(this.failure);
    }
    await this.inner.put(key, bytes, contentType);
  }

  get(key: string): Promise<StoredBlob | null> {
    this.reads.set(key, (this.reads.get(key) ?? 0) + 1);
    return this.inner.get(key);
  }

  delete(key: string): Promise<void> {
    return this.inner.delete(key);
  }

  putStream(key: string, source: AsyncIterable<Uint8Array>, contentType: string): Promise<number> {
    return this.inner.putStream(key, source, contentType);
  }

  readChunks(key: string): Promise<AsyncIterable<Uint8Array> | null> {
    return this.inner.readChunks(key);
  }

  getStream(key: string): Promise<StoredBlobStream | null> {
    return this.inner.getStream(key);
  }
}
