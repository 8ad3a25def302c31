import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config.js';
import { assertContentType, assertSafeBlobKey } from './blob-key.js';
import type { BlobStore, StoredBlob } from './blob-store.js';

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

/** Blobs in one bucket of AWS S3 or any S3-compatible service, shared by every server process. */
export class S3BlobStore implements BlobStore {
  constructor(
    readonly client: S3Client,
    readonly bucket: string,
  ) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertSafeBlobKey(key);
    assertContentType(contentType);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
  }

  async get(key: string): Promise<StoredBlob | null> {
    assertSafeBlobKey(key);
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (response.Body === undefined) return null;
      const bytes = Buffer.from(await response.Body.transformToByteArray());
      return { bytes, contentType: response.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      // Only a missing key is "no blob"; a missing bucket or refused credentials must surface.
      if (error instanceof NoSuchKey || (error instanceof Error && error.name === 'NoSuchKey')) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeBlobKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}

export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint }),
    ...(config.credentials === undefined ? {} : { credentials: config.credentials }),
    // A stalled store must fail the request, not hold it (and its memory) open indefinitely.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    // Several S3-compatible services reject the CRC32 checksums the SDK sends by default since
    // early 2025; checksums only where the API demands them keeps them working. TLS already
    // protects the bytes in transit.
    ...(config.endpoint === undefined ? {} : { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }),
  });
}
