import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UploadCustomTemplateResponse } from '../../shared/api/custom-templates.js';
import { allErrorCodes } from '../../shared/api/error-codes.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TestOperator } from '../test-support/test-operator.js';
import { createTestPng } from '../test-support/test-png.js';
import { countStored, createNoisePng, giveAnnualPlan, newDraftId, upload } from '../test-support/upload-kit.js';

const ErrorBody = z.object({ error: z.object({ code: z.enum(allErrorCodes as [string, ...string[]]), message: z.string().min(1) }) });
const errorCode = (response: { json(): unknown }) => ErrorBody.parse(response.json()).error.code;

let t: TestApp;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DRAFTS_PER_MINUTE: '1000', UPLOAD_QUOTA_FILES: '3', UPLOAD_QUOTA_MB: '1' });
  png = await createTestPng(60, 90);
});
afterAll(async () => {
  await t.close();
});

async function createDraft(operator: TestOperator, bytes = png): Promise<{ status: number; draftId: string; code?: string }> {
  const draftId = newDraftId();
  const response = await operator.post('/api/create-draft', { image: `data:image/png;base64,${bytes.toString('base64')}`, draftId });
  return { status: response.statusCode, draftId, ...(response.statusCode >= 400 ? { code: errorCode(response) } : {}) };
}

async function readDraft(draftId: string): Promise<Buffer> {
  const response = await t.app.inject({ method: 'GET', url: `/api/get-draft?id=${draftId}` });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe('per-operator storage quota (UPLOAD_QUOTA_FILES, UPLOAD_QUOTA_MB)', () => {
  it('refuses the file past the count with 409 on every upload kind, and leaves the stored ones untouched', async () => {
    const operator = await TestOperator.signUp(t.app);
    await giveAnnualPlan(t.database.db, operator.userId);
    const stored = [];
    for (let i = 0; i < 3; i += 1) {
      const created = await createDraft(operator);
      expect(created.status).toBe(201);
      stored.push({ id: created.draftId, bytes: await readDraft(created.draftId) });
    }
    const refused = await createDraft(operator);
    expect(refused).toMatchObject({ status: 409, code: 'STORAGE_QUOTA_FILES' });
    for (const kind of ['logo', 'template'] as const) {
      const response = await upload(operator, kind, { bytes: png, claimedType: 'image/png' }, png);
      expect(response.statusCode, kind).toBe(409);
      expect(errorCode(response)).toBe('STORAGE_QUOTA_FILES');
    }
    expect(await countStored(t.database.db, operator.userId)).toEqual({ files: 3, drafts: 3, templates: 0 });
    expect((await t.app.inject({ method: 'GET', url: `/api/get-draft?id=${refused.draftId}` })).statusCode).toBe(404);
    for (const draft of stored) expect((await readDraft(draft.id)).equals(draft.bytes)).toBe(true);
  });

  it('refuses the upload past the bytes with 413 and keeps what is stored', async () => {
    const operator = await TestOperator.signUp(t.app);
    const noise = await createNoisePng(380, 380);
    expect(noise.length).toBeGreaterThan(400 * 1024);
    expect((await createDraft(operator, noise)).status).toBe(201);
    expect((await createDraft(operator, noise)).status).toBe(201);
    const third = await createDraft(operator, noise);
    expect(third).toMatchObject({ status: 413, code: 'STORAGE_QUOTA_BYTES' });
    expect(await countStored(t.database.db, operator.userId)).toMatchObject({ files: 2, drafts: 2 });
    // A small file still fits.
    expect((await createDraft(operator)).status).toBe(201);
  });

  it('gives the room back when a template is deleted', async () => {
    const operator = await TestOperator.signUp(t.app);
    await giveAnnualPlan(t.database.db, operator.userId);
    const uploaded = await upload(operator, 'template', { bytes: png, claimedType: 'image/png' }, png);
    expect(uploaded.statusCode).toBe(201);
    const paths = UploadCustomTemplateResponse.parse(uploaded.json());
    expect((await operator.post('/api/save-custom-template-metadata', { theme: 'matrimonio', format: 'cartolina-verticale', ...paths })).statusCode).toBe(200);
    expect((await createDraft(operator)).status).toBe(201);
    expect((await createDraft(operator)).status).toBe(409);
    const list = z.object({ templates: z.array(z.object({ id: z.string() })) }).parse(
      (await t.app.inject({ method: 'GET', url: '/api/custom-templates', headers: { cookie: operator.browser.jar.header() } })).json(),
    );
    const templateId = list.templates[0]?.id;
    expect(templateId).toBeDefined();
    expect((await operator.post('/api/delete-custom-template', { templateId })).statusCode).toBe(200);
    expect((await createDraft(operator)).status).toBe(201);
  });

  it('holds under parallel uploads: 8 at once against a quota of 3 store exactly 3', async () => {
    const operator = await TestOperator.signUp(t.app);
    const results = await Promise.all(Array.from({ length: 8 }, () => createDraft(operator)));
    expect(results.filter((result) => result.status === 201)).toHaveLength(3);
    expect(results.filter((result) => result.status === 409)).toHaveLength(5);
    expect(await countStored(t.database.db, operator.userId)).toMatchObject({ files: 3, drafts: 3 });
  });
});
