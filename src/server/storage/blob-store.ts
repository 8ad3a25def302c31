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
}
