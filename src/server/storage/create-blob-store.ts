import type { StorageConfig } from '../config.js';
import { assertNever } from '../../shared/util/assert-never.js';
import type { BlobStore } from './blob-store.js';
import { FilesystemBlobStore } from './filesystem-blob-store.js';
import { createS3Client, S3BlobStore } from './s3-blob-store.js';

export interface BlobStoreHandle {
  store: BlobStore;
  close(): Promise<void>;
}

/** The configured store: the local disk unless S3_BUCKET names a bucket. */
export function createBlobStore(config: StorageConfig): BlobStoreHandle {
  switch (config.kind) {
    case 'filesystem':
      return { store: new FilesystemBlobStore(config.dir), close: async () => undefined };
    case 's3': {
      const client = createS3Client(config);
      return { store: new S3BlobStore(client, config.bucket), close: async () => client.destroy() };
    }
    default:
      return assertNever(config);
  }
}
