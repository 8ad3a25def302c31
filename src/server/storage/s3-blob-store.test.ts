import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import S3rver from '@20minutes/s3rver';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraftId } from '../../shared/drafts/create-draft-id.js';
import { loadConfig } from '../config.js';
import { describeBlobStoreContract } from '../test-support/blob-store-contract.js';
import { createTestApp } from '../test-support/test-app.js';
import { TestOperator } from '../test-support/test-operator.js';
import { createTestPng, readPngPhys, toPngDataUrl } from '../test-support/test-png.js';
import { createBlobStore } from './create-blob-store.js';
import { FilesystemBlobStore } from './filesystem-blob-store.js';
import { createS3Client, S3BlobStore } from './s3-blob-store.js';

// s3rver checks AWS signature v4 with these keys, so a wrongly signed request fails here as it
// would against a real bucket. Everything stays on 127.0.0.1.
const bucket = 'cornice-test';
const credentials = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

let server: S3rver;
let workDir: string;
let endpoint: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'cornice-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: workDir, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server.close();
  await rm(workDir, { recursive: true, force: true });
});

function s3Env(overrides: Record<string, string> = {}): Record<string, string> {
  return { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'eu-south-1', S3_FORCE_PATH_STYLE: 'true', ...credentials, ...overrides };
}

function storeFor(env: Record<string, string>) {
  const config = loadConfig(env, '');
  if (config.storage.kind !== 's3') throw new Error('expected the S3 store');
  const client = createS3Client(config.storage);
  return { store: new S3BlobStore(client, config.storage.bucket), client };
}

let contractStore: { store: S3BlobStore; client: S3Client } | undefined;
beforeAll(() => {
  contractStore = storeFor(s3Env());
});
afterAll(() => {
  contractStore?.client.destroy();
});
describeBlobStoreContract('the S3 adapter against s3rver', () => {
  if (contractStore === undefined) throw new Error('the S3 store is made in beforeAll');
  return contractStore.store;
});

describe('S3BlobStore against an S3-compatible server', () => {
  it('answers null only for a missing key; a missing bucket or bad credentials fail loudly', async () => {
    const { store, client } = storeFor(s3Env());
    expect(await store.get('never/stored')).toBeNull();
    const noBucket = storeFor(s3Env({ S3_BUCKET: 'no-such-bucket' }));
    await expect(noBucket.store.get('never/stored')).rejects.toThrow(/bucket/i);
    await expect(noBucket.store.put('a/b', Buffer.from('x'), 'text/plain')).rejects.toThrow(/bucket/i);
    const badKey = storeFor(s3Env({ S3_SECRET_ACCESS_KEY: 'wrong' }));
    await expect(badKey.store.get('never/stored')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    await expect(badKey.store.put('a/b', Buffer.from('x'), 'text/plain')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    for (const c of [client, noBucket.client, badKey.client]) c.destroy();
  });

  it('refuses unsafe keys before sending anything', async () => {
    const sent: string[] = [];
    const client = new S3Client({ region: 'eu-south-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    client.middlewareStack.add((next, context) => (args) => {
      sent.push(String(context.commandName));
      return next(args);
    });
    const store = new S3BlobStore(client, bucket);
    await expect(store.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe blob key/);
    await expect(store.get('/abs')).rejects.toThrow(/unsafe blob key/);
    await expect(store.put('ok/key', Buffer.from('x'), 'text/html\r\nX: y')).rejects.toThrow(/content type/);
    expect(sent).toEqual([]);
    client.destroy();
  });

  it('addresses the bucket in the path or the host name as configured', async () => {
    const urls: string[] = [];
    for (const forcePathStyle of ['true', 'false']) {
      const { client } = storeFor(s3Env({ S3_ENDPOINT: 'http://s3.storage.test:9000', S3_FORCE_PATH_STYLE: forcePathStyle }));
      // Stop each request after signing, at the transport: nothing leaves the process.
      client.middlewareStack.add(
        () => async (args) => {
          const request = args.request as { hostname: string; path: string };
          urls.push(`${request.hostname}${request.path}`);
          throw new Error('stopped before sending');
        },
        { step: 'finalizeRequest', priority: 'low' },
      );
      await expect(client.send(new GetObjectCommand({ Bucket: bucket, Key: 'drafts/u/d.png' }))).rejects.toThrow('stopped before sending');
      client.destroy();
    }
    expect(urls).toEqual([`s3.storage.test/${bucket}/drafts/u/d.png`, `${bucket}.s3.storage.test/drafts/u/d.png`]);
  });
});

describe('createBlobStore', () => {
  it('chooses the disk by default and S3 when S3_BUCKET is set', async () => {
    const disk = createBlobStore(loadConfig({ DATA_DIR: '/tmp/cornice-data' }, '').storage);
    expect(disk.store).toBeInstanceOf(FilesystemBlobStore);
    expect((disk.store as FilesystemBlobStore).rootDir).toBe('/tmp/cornice-data/blobs');
    const s3 = createBlobStore(loadConfig(s3Env(), '').storage);
    expect(s3.store).toBeInstanceOf(S3BlobStore);
    await s3.close();
  });
});

describe('the app on S3 storage', () => {
  it('round-trips a draft through the bucket', async () => {
    const t = await createTestApp(s3Env());
    try {
      const operator = await TestOperator.signUp(t.app);
      const draftId = createDraftId('/assets/templates/laurea/photostrip_verticale/Tocco.png', new Date(), randomBytes(16));
      const created = await operator.post('/api/create-draft', { image: toPngDataUrl(await createTestPng(600, 1800)), draftId });
      expect(created.statusCode).toBe(201);
      const served = await t.app.inject({ method: 'GET', url: `/api/get-draft?id=${draftId}` });
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 600, height: 1800, density: 300 });
      expect(readPngPhys(served.rawPayload)).toEqual({ x: 11811, y: 11811, unit: 1 });
      // The bytes are in the bucket, under the operator's prefix, and nothing went to the disk.
      const { store, client } = storeFor(s3Env());
      const object = await store.get(`drafts/${operator.userId}/${draftId}.png`);
      expect(object?.contentType).toBe('image/png');
      expect(object?.bytes.equals(served.rawPayload)).toBe(true);
      client.destroy();
      expect(await new FilesystemBlobStore(path.join(t.config.dataDir, 'blobs')).get(`drafts/${operator.userId}/${draftId}.png`)).toBeNull();
    } finally {
      await t.close();
    }
  });
});
