import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { megabytes, measurePeakRssGrowth } from '../test-support/measure-memory.js';
import { sendParallelDraftUploads } from '../test-support/parallel-uploads.js';
import { createTestApp, type TestApp, testPublicUrl } from '../test-support/test-app.js';
import { TestOperator } from '../test-support/test-operator.js';
import { countStored, createNoisePng } from '../test-support/upload-kit.js';

let t: TestApp;
let operator: TestOperator;
let port: number;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DRAFTS_PER_MINUTE: '1000', UPLOAD_CONCURRENCY: '2', UPLOAD_QUEUE_LIMIT: '3' });
  operator = await TestOperator.signUp(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  png = await createNoisePng(1300, 1300);
  // One burst the gate admits whole, before measuring: what is allocated once per process (libvips'
  // threads and caches, the database's own heap growing for the first rows) is not what the burst
  // below must keep bounded, and it differs between runtimes and database drivers.
  const warmUp = await sendParallelDraftUploads({ port, cookie: operator.browser.jar.header(), origin: testPublicUrl, png, count: 5 });
  expect(warmUp.map((outcome) => outcome.status)).toEqual([201, 201, 201, 201, 201]);
});
afterAll(async () => {
  await t.close();
});

describe('20 concurrent 5 MB uploads', () => {
  it('decodes 2 at a time, queues 3, answers the rest 503 with Retry-After, and memory stays bounded', async () => {
    expect(megabytes(png.length)).toBeGreaterThan(4.5);
    const storedBefore = (await countStored(t.database.db, operator.userId)).drafts;
    const { result, peakGrowthBytes } = await measurePeakRssGrowth(() =>
      sendParallelDraftUploads({ port, cookie: operator.browser.jar.header(), origin: testPublicUrl, png, count: 20 }),
    );
    const created = result.filter((outcome) => outcome.status === 201);
    const busy = result.filter((outcome) => outcome.status === 503);
    expect(created.length + busy.length).toBe(20);
    // The 20 arrive within milliseconds and one decode takes far longer: most must be turned away.
    expect(created.length).toBeGreaterThanOrEqual(5);
    expect(busy.length).toBeGreaterThan(0);
    for (const outcome of busy) {
      expect(outcome.retryAfter).toBe('5');
      expect(outcome.body).toContain('UPLOADS_BUSY');
    }
    expect((await countStored(t.database.db, operator.userId)).drafts).toBe(storedBefore + created.length);
    // Unbounded, 20 bodies (7 MB of base64 each, parsed and decoded) would take several hundred MB.
    console.info(`peak RSS growth ${megabytes(peakGrowthBytes)} MB for 20 uploads of ${megabytes(png.length)} MB: ${created.length} stored, ${busy.length} × 503`);
    expect(megabytes(peakGrowthBytes)).toBeLessThan(200);
    // Once the burst is over every slot is free again.
    const after = await sendParallelDraftUploads({ port, cookie: operator.browser.jar.header(), origin: testPublicUrl, png, count: 5 });
    expect(after.map((outcome) => outcome.status)).toEqual([201, 201, 201, 201, 201]);
  });
});
