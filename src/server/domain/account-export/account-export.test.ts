import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountExportResponse, type AccountExport } from '../../../shared/api/account.js';
import { accountExports, brandFonts, customTemplates, drafts, emailOutbox, layoutImages, layouts, storedFiles } from '../../db/schema.js';
import { FilesystemBlobStore } from '../../storage/filesystem-blob-store.js';
import { seedAccount, type SeededAccount } from '../../test-support/account-kit.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestOperator } from '../../test-support/test-operator.js';
import { createTestPng } from '../../test-support/test-png.js';

const png = await createTestPng(24, 36);
let blobDir: string;
let store: FilesystemBlobStore;
let t: TestApp;
let anna: TestOperator;
let bruno: TestOperator;
let seeded: SeededAccount;
beforeAll(async () => {
  blobDir = await mkdtemp(path.join(tmpdir(), 'cornice-export-'));
  store = new FilesystemBlobStore(blobDir);
  t = await createTestApp({ RATE_LIMIT_DRAFTS_PER_MINUTE: '1000', RATE_LIMIT_ACCOUNT_POST_PER_MINUTE: '1000' }, { blobStore: store });
  [anna, bruno] = [await TestOperator.signUp(t.app), await TestOperator.signUp(t.app)];
  seeded = await seedAccount(t, anna, png);
});
afterAll(async () => {
  await t.close();
  await rm(blobDir, { recursive: true, force: true });
});

async function waitUntilBuilt(operator: TestOperator): Promise<AccountExport> {
  for (let round = 0; round < 300; round += 1) {
    const state = AccountExportResponse.parse((await operator.call('GET', '/api/account/exports/latest')).json()).export;
    if (state !== null && state.status !== 'pending' && state.status !== 'running') return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the export never finished');
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function storedBytes(key: string | null): Promise<Uint8Array> {
  if (key === null) throw new Error('no key');
  const blob = await store.get(key);
  if (blob === null) throw new Error(`missing blob ${key}`);
  return new Uint8Array(blob.bytes);
}

describe("'Esporta i miei dati'", () => {
  it('builds a zip in the background that holds every record and file of the account, mails the owner, and serves it to the owner alone', async () => {
    expect(AccountExportResponse.parse((await anna.call('GET', '/api/account/exports/latest')).json()).export).toBeNull();
    const started = await anna.call('POST', '/api/account/exports', {});
    expect(started.statusCode, started.body).toBe(202);
    expect(AccountExportResponse.parse(started.json()).export?.status).toBe('pending');
    const ready = await waitUntilBuilt(anna);
    expect(ready.status).toBe('ready');
    expect(ready.doneItems).toBe(ready.totalItems);
    expect(ready.downloadUrl).not.toBeNull();

    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, anna.email));
    expect(mails.map((mail) => mail.subject)).toContain('La copia dei tuoi dati Cornice è pronta');

    expect((await bruno.call('GET', ready.downloadUrl ?? '')).statusCode).toBe(404);
    const download = await anna.call('GET', ready.downloadUrl ?? '');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(download.rawPayload));
    const text = (name: string) => {
      const file = zip[name];
      if (file === undefined) throw new Error(`${name} missing from the zip`);
      return strFromU8(file);
    };
    const parsed = (name: string): unknown => JSON.parse(text(name));
    expect(text('README.txt')).toContain('payments.json');
    expect(parsed('account.json')).toMatchObject({ id: anna.userId, email: anna.email, plan: 'Annuale', subscription: { id: seeded.subscriptionId } });
    expect(parsed('profile.json')).toMatchObject({ businessName: 'Foto Anna', contactEmail: 'anna@example.test' });
    expect(JSON.stringify(parsed('passes.json'))).toContain(seeded.activePassTemplateId);
    expect(JSON.stringify(parsed('passes.json'))).toContain(seeded.expiredPassTemplateId);
    expect(parsed('payments.json')).toEqual([expect.objectContaining({ reference: seeded.checkoutSessionId, product: 'subscription', amountCents: 4900 })]);
    expect(text('payments.json')).not.toMatch(/card|4242/i);
    expect((parsed('requests/requests.json') as { id: string }[]).map((request) => request.id)).toContain(seeded.requestId);
    expect(text('requests/requests.csv')).toContain('Anna e Luca');

    const db = t.database.db;
    const ownLayouts = await db.select().from(layouts).where(eq(layouts.userId, anna.userId));
    expect(ownLayouts.map((layout) => layout.id).sort()).toEqual(expect.arrayContaining([seeded.layoutId, seeded.deletedLayoutId].sort()));
    for (const layout of ownLayouts) {
      expect(parsed(`layouts/${layout.id}/layout.json`)).toMatchObject({ id: layout.id, name: layout.name, revision: layout.revision, document: layout.document });
      if (layout.thumbnailKey !== null) expect(sha(zip[`layouts/${layout.id}/thumbnail.jpg`] ?? new Uint8Array())).toBe(sha(await storedBytes(layout.thumbnailKey)));
    }
    for (const image of await db.select().from(layoutImages).where(eq(layoutImages.userId, anna.userId))) {
      expect(sha(zip[`layout-images/${path.posix.basename(image.key)}`] ?? new Uint8Array())).toBe(sha(await storedBytes(image.key)));
    }
    const templates = await db.select().from(customTemplates).where(eq(customTemplates.userId, anna.userId));
    expect(templates.length).toBe(2);
    for (const template of templates) {
      expect(parsed(`templates/${template.id}/template.json`)).toMatchObject({ id: template.id, theme: template.theme });
      expect(sha(zip[`templates/${template.id}/original${path.posix.extname(template.originalKey)}`] ?? new Uint8Array())).toBe(sha(await storedBytes(template.originalKey)));
      expect(sha(zip[`templates/${template.id}/preview${path.posix.extname(template.previewKey)}`] ?? new Uint8Array())).toBe(sha(await storedBytes(template.previewKey)));
    }
    for (const font of await db.select().from(brandFonts).where(eq(brandFonts.userId, anna.userId))) {
      expect(sha(zip[`brand-fonts/${font.id}.${font.format}`] ?? new Uint8Array())).toBe(sha(await storedBytes(font.key)));
    }
    for (const draft of await db.select().from(drafts).where(eq(drafts.userId, anna.userId))) {
      expect(sha(zip[`drafts/${draft.id}.png`] ?? new Uint8Array())).toBe(sha(await storedBytes(draft.blobKey)));
    }
    const [logo] = await db.select().from(storedFiles).where(and(eq(storedFiles.userId, anna.userId), like(storedFiles.key, 'logos/%')));
    expect(sha(zip[`logos/${path.posix.basename(logo?.key ?? '')}`] ?? new Uint8Array())).toBe(sha(await storedBytes(logo?.key ?? null)));
    expect(Object.keys(zip).some((name) => /^booth-packs\/lay_[^/]+\/r1\.zip$/.test(name))).toBe(true);
    // Every file the account has in the store is in the zip, byte for byte.
    const zipped = new Set(Object.values(zip).map(sha));
    for (const row of await db.select().from(storedFiles).where(eq(storedFiles.userId, anna.userId))) expect(zipped.has(sha(await storedBytes(row.key))), row.key).toBe(true);
    // Nothing of another operator's.
    expect(download.rawPayload.includes(Buffer.from(bruno.userId))).toBe(false);
  });

  it("keeps one zip per account: a new copy ends the older one's link (410) and deletes its file", async () => {
    const first = await waitUntilBuilt(anna);
    const [firstRow] = await t.database.db.select().from(accountExports).where(eq(accountExports.id, first.id));
    expect(await store.get(firstRow?.blobKey ?? '')).not.toBeNull();
    expect((await anna.call('POST', '/api/account/exports', {})).statusCode).toBe(202);
    const second = await waitUntilBuilt(anna);
    expect(second.id).not.toBe(first.id);
    expect(second.status).toBe('ready');
    expect((await anna.call('GET', first.downloadUrl ?? '')).statusCode).toBe(410);
    expect((await anna.call('GET', second.downloadUrl ?? '')).statusCode).toBe(200);
    expect(await store.get(firstRow?.blobKey ?? '')).toBeNull();
    const kept = await t.database.db.select().from(accountExports).where(and(eq(accountExports.userId, anna.userId), eq(accountExports.status, 'ready')));
    expect(kept.map((row) => row.id)).toEqual([second.id]);
  });

  it('answers 410 once the link has expired, and the sweep deletes the zip', async () => {
    const ready = await waitUntilBuilt(anna);
    const [row] = await t.database.db.select().from(accountExports).where(eq(accountExports.id, ready.id));
    await t.database.db.update(accountExports).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountExports.id, ready.id));
    const late = await anna.call('GET', ready.downloadUrl ?? '');
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ error: { code: 'ACCOUNT_EXPORT_EXPIRED' } });
    const { sweepAccountExports } = await import('./run-account-export.js');
    await sweepAccountExports({ db: t.database.db, store, publicUrl: 'http://localhost:8080', linkHours: 1 }, () => undefined, { isStartUp: false });
    expect(await store.get(row?.blobKey ?? '')).toBeNull();
    expect(AccountExportResponse.parse((await anna.call('GET', '/api/account/exports/latest')).json()).export?.status).toBe('expired');
  });
});
