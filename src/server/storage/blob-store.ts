import type { Readable } from 'node:stream';

export interface StoredBlob {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where stored files live: the local disk by default, any S3-compatible service in production,
 * so several server processes can share them. Keys are relative paths such as
 * drafts/{userId}/{draftId}.png (see isSafeBlobKey).
 */
export interface BlobStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no blob under the key. */
  get(key: string): Promise<StoredBlob | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Writes a blob of unknown length from a stream, never holding it whole in memory (an account
   * export); like put, readers see it only once it is complete. Answers its size in bytes.
   */
  putStream(key: string, source: AsyncIterable<Uint8Array>, contentType: string): Promise<number>;
  /** The blob as a stream, for large files; null when there is no blob under the key. */
  getStream(key: string): Promise<StoredBlobStream | null>;
  /**
   * The blob's bytes for a reader that is done with each chunk before it asks for the next (an
   * account export): the disk store reads them into one buffer used again, so a chunk is valid
   * only until the next is asked for. null when there is no blob under the key.
   */
  readChunks(key: string): Promise<AsyncIterable<Uint8Array> | null>;
}

export interface StoredBlobStream {
  stream: Readable;
  contentType: string;
  byteSize: number;
}
