import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentBytes } from '../../../domain/layout-quota.js';
import { fingerprintDatabase } from '../../../test-support/database-fingerprint.js';
import { callApi, createSampleLayout, sampleLayoutDocument } from '../../../test-support/layout-kit.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ LAYOUTS_PER_OPERATOR: '3', LAYOUT_QUOTA_MB: '1' });
});
afterAll(async () => {
  await t.close();
});

const errorCode = (response: { json(): unknown }) => (response.json() as { error: { code: string } }).error.code;

describe('layout quota', () => {
  it('refuses a fourth layout with 409 LAYOUT_QUOTA_COUNT, counting the bin, and changes nothing', async () => {
    const anna = await TestOperator.signUp(t.app);
    const binned = await createSampleLayout(t.app, anna);
    const live = await createSampleLayout(t.app, anna);
    expect((await callApi(t.app, anna, 'DELETE', `/api/layouts/${binned.id}`)).statusCode).toBe(200);
    await createSampleLayout(t.app, anna);
    const before = await fingerprintDatabase(t.database.db);
    for (const response of [
      await callApi(t.app, anna, 'POST', '/api/layouts', { source: { kind: 'template', document: sampleLayoutDocument() } }),
      await callApi(t.app, anna, 'POST', `/api/layouts/${live.id}/duplicate`),
    ]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(errorCode(response)).toBe('LAYOUT_QUOTA_COUNT');
    }
    expect(await fingerprintDatabase(t.database.db)).toEqual(before);
    // Another operator is not affected.
    await createSampleLayout(t.app, await TestOperator.signUp(t.app));
  });

  it('refuses a save that takes the layouts past their bytes with 413 LAYOUT_QUOTA_BYTES; a smaller save still passes', async () => {
    const bruno = await TestOperator.signUp(t.app);
    const big = sampleLayoutDocument({ texts: 1900 });
    expect(documentBytes(big)).toBeGreaterThan(0.55 * 1024 * 1024);
    const a = await createSampleLayout(t.app, bruno);
    const b = await createSampleLayout(t.app, bruno);
    const first = await callApi(t.app, bruno, 'PUT', `/api/layouts/${a.id}`, { baseRevision: 1, document: big });
    expect(first.statusCode, first.body).toBe(200);
    // The same layout saved again at the same size replaces its own bytes: still room.
    expect((await callApi(t.app, bruno, 'PUT', `/api/layouts/${a.id}`, { baseRevision: 2, document: big })).statusCode).toBe(200);
    const second = await callApi(t.app, bruno, 'PUT', `/api/layouts/${b.id}`, { baseRevision: 1, document: big });
    expect(second.statusCode, second.body).toBe(413);
    expect(errorCode(second)).toBe('LAYOUT_QUOTA_BYTES');
    expect((await callApi(t.app, bruno, 'PUT', `/api/layouts/${b.id}`, { baseRevision: 1, document: sampleLayoutDocument({ marker: 'Piccolo' }) })).statusCode).toBe(200);
    expect((await callApi(t.app, bruno, 'PUT', `/api/layouts/${a.id}`, { baseRevision: 3, document: sampleLayoutDocument() })).statusCode).toBe(200);
    expect((await callApi(t.app, bruno, 'PUT', `/api/layouts/${b.id}`, { baseRevision: 2, document: big })).statusCode).toBe(200);
  });
});
