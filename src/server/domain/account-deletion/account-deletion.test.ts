import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteAccountResponse } from '../../../shared/api/account.js';
import { accountDeletions, retainedPayments, sandboxSubscriptions } from '../../db/schema.js';
import type { Database } from '../../db/client.js';
import { FilesystemBlobStore } from '../../storage/filesystem-blob-store.js';
import { findRowsNaming, listDiskKeys, seedAccount } from '../../test-support/account-kit.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestOperator } from '../../test-support/test-operator.js';
import { createTestPng } from '../../test-support/test-png.js';
import { deleteAccountRows } from './delete-account-rows.js';
import { requestAccountDeletion } from './request-account-deletion.js';

const png = await createTestPng(24, 36);
const env = { RATE_LIMIT_DRAFTS_PER_MINUTE: '1000', RATE_LIMIT_PUBLIC_GET_PER_MINUTE: '1000', RATE_LIMIT_ACCOUNT_POST_PER_MINUTE: '1000' };

let blobDir: string;
let t: TestApp;
beforeAll(async () => {
  blobDir = await mkdtemp(path.join(tmpdir(), 'cornice-deletion-'));
  t = await createTestApp(env, { blobStore: new FilesystemBlobStore(blobDir) });
});
afterAll(async () => {
  await t.close();
  await rm(blobDir, { recursive: true, force: true });
});

const publicAnswers = async (app: TestApp['app'], seeded: { draftId: string; pullPath: string }, userId: string) => ({
  operator: (await app.inject({ method: 'GET', url: `/api/get-operator-data?userId=${encodeURIComponent(userId)}` })).statusCode,
  draft: (await app.inject({ method: 'GET', url: `/api/get-draft?id=${encodeURIComponent(seeded.draftId)}` })).statusCode,
  pull: (await app.inject({ method: 'GET', url: seeded.pullPath })).statusCode,
});

const ownKeys = async (userId: string) => (await listDiskKeys(blobDir)).filter((key) => key.split('/')[1] === userId);

async function waitForNoDeletionJob(db: Database): Promise<void> {
  for (let round = 0; round < 200; round += 1) {
    if ((await db.select({ id: accountDeletions.id }).from(accountDeletions)).length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("'Elimina account'", () => {
  it('refuses a confirmation that is not the login address and changes nothing', async () => {
    const operator = await TestOperator.signUp(t.app);
    const refused = await operator.call('POST', '/api/account/delete', { confirmEmail: 'someone@example.test' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'ACCOUNT_CONFIRMATION_MISMATCH' } });
    expect((await operator.call('GET', '/api/me')).json()).toMatchObject({ user: { id: operator.userId } });
  });

  it('cancels the subscription, deletes every row and file of the account but the payment record, and its public links answer like unknown ones', async () => {
    const [anna, bruno] = [await TestOperator.signUp(t.app), await TestOperator.signUp(t.app)];
    const seeded = await seedAccount(t, anna, png);
    const brunoSeeded = await seedAccount(t, bruno, png);
    const [idpAccount] = await findRowsNaming(t.database.db, [anna.email]).then((rows) => rows.filter((row) => row.startsWith('idp_accounts')));
    const subject = /^idp_accounts: \(([^,]+),/.exec(idpAccount ?? '')?.[1] ?? '';
    expect(subject).not.toBe('');
    expect(await publicAnswers(t.app, seeded, anna.userId)).toEqual({ operator: 200, draft: 200, pull: 200 });
    expect((await ownKeys(anna.userId)).length).toBeGreaterThanOrEqual(8);
    const unknown = await publicAnswers(t.app, { draftId: `${seeded.draftId}x`, pullPath: `${seeded.pullPath}x` }, 'user-never-made');

    const answer = await anna.call('POST', '/api/account/delete', { confirmEmail: ` ${anna.email.toUpperCase()} ` });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(DeleteAccountResponse.parse(answer.json())).toEqual({ status: 'deleted' });

    expect(await findRowsNaming(t.database.db, [anna.userId, anna.email, subject])).toEqual([]);
    expect(await ownKeys(anna.userId)).toEqual([]);
    expect(await publicAnswers(t.app, seeded, anna.userId)).toEqual(unknown);
    expect((await anna.call('GET', '/api/me')).json()).toMatchObject({ user: null });
    const [subscription] = await t.database.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, seeded.subscriptionId));
    expect(subscription).toMatchObject({ status: 'canceled', userId: null });
    const [kept] = await t.database.db.select().from(retainedPayments).where(eq(retainedPayments.id, seeded.checkoutSessionId));
    expect(kept).toMatchObject({ product: 'subscription', amountCents: 4900 });

    // Bruno's account is untouched.
    expect(await publicAnswers(t.app, brunoSeeded, bruno.userId)).toEqual({ operator: 200, draft: 200, pull: 200 });
    expect((await ownKeys(bruno.userId)).length).toBeGreaterThanOrEqual(8);
    const [brunoSubscription] = await t.database.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, brunoSeeded.subscriptionId));
    expect(brunoSubscription?.status).toBe('active');
  });

  it('finishes at the next start a deletion interrupted after its rows went, or before anything was done', async () => {
    const [carla, dario] = [await TestOperator.signUp(t.app), await TestOperator.signUp(t.app)];
    const carlaSeeded = await seedAccount(t, carla, png);
    const darioSeeded = await seedAccount(t, dario, png);
    const db = t.database.db;
    // Carla's job stopped after the rows were deleted (files listed, not yet removed); Dario's right after it was recorded.
    const carlaJob = await requestAccountDeletion(db, carla.userId);
    if (carlaJob.kind !== 'recorded') throw new Error('no job');
    const [job] = await db.select().from(accountDeletions).where(eq(accountDeletions.id, carlaJob.deletionId));
    if (job === undefined) throw new Error('no job row');
    await deleteAccountRows(db, job);
    expect(await requestAccountDeletion(db, dario.userId)).toMatchObject({ kind: 'recorded' });
    expect((await ownKeys(carla.userId)).length).toBeGreaterThanOrEqual(8);
    expect(await publicAnswers(t.app, darioSeeded, dario.userId)).toEqual({ operator: 200, draft: 200, pull: 200 });

    // "Crash": the app goes without finishing; a new one starts on the same database and store.
    await t.app.close();
    t = await createTestApp(env, { database: t.database, blobStore: new FilesystemBlobStore(blobDir) });
    await waitForNoDeletionJob(t.database.db);

    expect(await t.database.db.select().from(accountDeletions)).toEqual([]);
    expect(await ownKeys(carla.userId)).toEqual([]);
    expect(await ownKeys(dario.userId)).toEqual([]);
    expect(await findRowsNaming(t.database.db, [carla.userId, carla.email, dario.userId, dario.email])).toEqual([]);
    expect((await publicAnswers(t.app, darioSeeded, dario.userId)).pull).toBe(404);
    expect((await publicAnswers(t.app, carlaSeeded, carla.userId)).operator).toBe(404);
    const [subscription] = await t.database.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, darioSeeded.subscriptionId));
    expect(subscription?.status).toBe('canceled');
  });
});
