import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findRowsNaming, listS3rverKeys, seedAccount } from '../../test-support/account-kit.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestOperator } from '../../test-support/test-operator.js';
import { createTestPng } from '../../test-support/test-png.js';

/** The same deletion with the files in an S3 bucket (s3rver checks signatures as S3 does). */
const bucket = 'cornice-deletion';
let server: S3rver;
let workDir: string;
let s3Env: Record<string, string>;
let t: TestApp;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'cornice-s3-deletion-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: workDir, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  s3Env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
    S3_REGION: 'eu-south-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  t = await createTestApp({ ...s3Env, RATE_LIMIT_DRAFTS_PER_MINUTE: '1000', RATE_LIMIT_PUBLIC_GET_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
  await server.close();
  await rm(workDir, { recursive: true, force: true });
});

it('deletes every file of the account from the bucket and leaves the other operator’s', async () => {
  const png = await createTestPng(24, 36);
  const [anna, bruno] = [await TestOperator.signUp(t.app), await TestOperator.signUp(t.app)];
  const seeded = await seedAccount(t, anna, png);
  await seedAccount(t, bruno, png);
  const ownedBy = async (userId: string) => (await listS3rverKeys(workDir, bucket)).filter((key) => key.split('/')[1] === userId);
  expect((await ownedBy(anna.userId)).length).toBeGreaterThanOrEqual(8);

  const answer = await anna.call('POST', '/api/account/delete', { confirmEmail: anna.email });
  expect(answer.json()).toEqual({ status: 'deleted' });
  expect(await ownedBy(anna.userId)).toEqual([]);
  expect((await ownedBy(bruno.userId)).length).toBeGreaterThanOrEqual(8);
  expect(await findRowsNaming(t.database.db, [anna.userId, anna.email])).toEqual([]);
  expect((await t.app.inject({ method: 'GET', url: seeded.pullPath })).statusCode).toBe(404);
});
