import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config.js';
import { assertContentType, assertSafeBlobKey } from './blob-key.js';
import type { BlobStore, StoredBlob, StoredBlobStream } from './blob-store.js';

/** S3's multipart parts must be at least 5 MiB (but the last); 8 MiB bounds what one upload holds. */
const partBytes = 8 * 1024 * 1024;

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

  /** A multipart upload: one part in memory at a time; the object appears when it completes. */
  async putStream(key: string, source: AsyncIterable<Uint8Array>, contentType: string): Promise<number> {
    assertSafeBlobKey(key);
    assertContentType(contentType);
    const created = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }));
    const uploadId = created.UploadId;
    if (uploadId === undefined) throw new Error(`no upload id for ${key}`);
    const parts: { ETag: string; PartNumber: number }[] = [];
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let total = 0;
    const sendPart = async () => {
      const body = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      const partNumber = parts.length + 1;
      const answer = await this.client.send(
        new UploadPartCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, PartNumber: partNumber, Body: body, ContentLength: body.length }),
      );
      parts.push({ ETag: answer.ETag ?? '', PartNumber: partNumber });
    };
    try {
      for await (const chunk of source) {
        pending.push(Buffer.from(chunk));
        pendingBytes += chunk.byteLength;
        total += chunk.byteLength;
        if (pendingBytes >= partBytes) await sendPart();
      }
      if (pendingBytes > 0 || parts.length === 0) await sendPart();
      await this.client.send(new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
      return total;
    } catch (error) {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId })).catch(() => undefined);
      throw error;
    }
  }

  async getStream(key: string): Promise<StoredBlobStream | null> {
    assertSafeBlobKey(key);
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(response.Body instanceof Readable)) return null;
      return { stream: response.Body, contentType: response.ContentType ?? 'application/octet-stream', byteSize: response.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof Error && error.name === 'NoSuchKey')) return null;
      throw error;
    }
  }

  async readChunks(key: string): Promise<AsyncIterable<Uint8Array> | null> {
    return (await this.getStream(key))?.stream ?? null;
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
