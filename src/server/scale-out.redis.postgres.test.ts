import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MeResponse } from '../shared/api/me.js';
import { HttpBrowser } from './test-support/http-browser.js';
import { createProcessDatabase, type ProcessDatabase } from './test-support/process-database.js';
import { findFreePort, ServerProcess } from './test-support/server-process.js';
import { createTestPng, toPngDataUrl } from './test-support/test-png.js';

/**
 * Two server processes on two ports behind one public URL share one PostgreSQL, one S3 bucket
 * (s3rver, in this process) and one Redis for the rate-limit counters, as in a deployment of
 * several processes behind a load balancer without sticky sessions. Each has a DATA_DIR of its
 * own, so nothing passes through a local disk.
 */
const publicUrl = 'http://cornice.test';
const bucket = 'cornice-scale-out';
const contactLimit = 4;

let workDir: string;
let s3: S3rver;
let database: ProcessDatabase;
const servers: ServerProcess[] = [];
beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'cornice-scale-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(workDir, 's3'), configureBuckets: [{ name: bucket }] });
  const s3Address = await s3.run();
  database = await createProcessDatabase();
  const shared = {
    ...database.env,
    PUBLIC_URL: publicUrl,
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${s3Address.port}`,
    S3_REGION: 'eu-south-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    REDIS_URL: process.env.TEST_REDIS_URL ?? '',
    // A prefix of this run's own: parallel runs on one Redis never share counters.
    REDIS_KEY_PREFIX: `cornice-test-${randomBytes(6).toString('hex')}:`,
    RATE_LIMIT_CONTACT_PER_MINUTE: String(contactLimit),
  };
  // The first process migrates the fresh database; the second then finds it ready.
  for (const name of ['a', 'b']) {
    const server = new ServerProcess(await findFreePort(), { ...shared, DATA_DIR: path.join(workDir, name) });
    servers.push(server);
    await server.start();
  }
}, 180_000);
afterAll(async () => {
  for (const server of servers) await server.kill();
  await s3?.close();
  await database?.drop();
  await rm(workDir, { recursive: true, force: true });
});

function backend(index: number): string {
  const server = servers[index];
  if (server === undefined) throw new Error(`no server ${index}`);
  return server.baseUrl;
}

it('logs in across both processes, stores through one and reads through the other, and counts one rate limit', async () => {
  // Sign-up with every request of the flow alternating between the processes.
  let turn = 0;
  const roundRobin = new HttpBrowser(publicUrl, () => backend((turn += 1) % 2));
  const email = `scale-${Date.now()}@example.test`;
  const signedUp = await roundRobin.signUp(email);
  expect(signedUp.url).toBe(`${publicUrl}/dashboard`);

  const onA = new HttpBrowser(publicUrl, () => backend(0));
  const onB = new HttpBrowser(publicUrl, () => backend(1));
  for (const browser of [onA, onB]) browser.jar.set('cornice_session', roundRobin.jar.get('cornice_session') ?? '');
  expect(MeResponse.parse(await onA.getJson('/api/me')).user?.email).toBe(email);
  expect(MeResponse.parse(await onB.getJson('/api/me')).user?.email).toBe(email);

  const draftId = `scale-out-20260101t120000z-${randomBytes(18).toString('base64url')}`;
  const stored = await onA.postJson('/api/create-draft', { image: toPngDataUrl(await createTestPng(80, 60)), draftId });
  expect(stored.status, stored.text).toBe(201);
  const read = await onB.request('GET', `/api/get-draft?id=${encodeURIComponent(draftId)}`);
  expect(read.status).toBe(200);
  const decoded = await sharp(read.body).raw().toBuffer({ resolveWithObject: true });
  expect([decoded.info.width, decoded.info.height]).toEqual([80, 60]);

  const contact = (browser: HttpBrowser) =>
    browser.postJson('/api/contact', { name: 'Giulia Rossi', email: 'giulia@example.test', subject: 'general', message: 'Informazioni, grazie.' });
  const statuses = [];
  for (let i = 0; i < contactLimit; i += 1) statuses.push((await contact(i % 2 === 0 ? onA : onB)).status);
  expect(statuses).toEqual(Array(contactLimit).fill(201));
  // Each process alone has seen only half the limit: only a shared count refuses these.
  expect((await contact(onA)).status).toBe(429);
  expect((await contact(onB)).status).toBe(429);
}, 120_000);
