import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLayoutDocument } from '../../../domain/check-layout-document.js';
import { fingerprintDatabase } from '../../../test-support/database-fingerprint.js';
import { callApi, createSampleLayout, sampleLayoutDocument } from '../../../test-support/layout-kit.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';

let t: TestApp;
let anna: TestOperator;
let bruno: TestOperator;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LAYOUT_WRITES_PER_MINUTE: '12' });
  [anna, bruno] = await Promise.all([TestOperator.signUp(t.app), TestOperator.signUp(t.app)]);
});
afterAll(async () => {
  await t.close();
});

const errorCode = (response: { json(): unknown }) => (response.json() as { error: { code: string } }).error.code;
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('deeply nested layout documents', () => {
  it('answers a document nested 100,000 deep with 400 LAYOUT_INVALID on save and create, storing nothing', async () => {
    const layout = await createSampleLayout(t.app, anna);
    const before = await fingerprintDatabase(t.database.db);
    const save = await callApi(t.app, anna, 'PUT', `/api/layouts/${layout.id}`, `{"baseRevision":1,"document":{"elements":${nested(100_000)}}}`);
    expect(save.statusCode, save.body).toBe(400);
    expect(errorCode(save)).toBe('LAYOUT_INVALID');
    const create = await callApi(t.app, anna, 'POST', '/api/layouts', `{"source":{"kind":"template","document":${nested(100_000)}}}`);
    expect(create.statusCode, create.body).toBe(400);
    expect(errorCode(create)).toBe('LAYOUT_INVALID');
    expect(await fingerprintDatabase(t.database.db)).toEqual(before);
  });

  it('answers a too-deep body on any other route with 400 VALIDATION_FAILED', async () => {
    const response = await callApi(t.app, anna, 'POST', '/api/update-user-metadata', `{"businessName":${nested(10_000)}}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorCode(response)).toBe('VALIDATION_FAILED');
    // Refused by the parser, before any schema saw it.
    expect(response.json()).toMatchObject({ error: { details: { reason: 'too-deep' } } });
  });

  it('refuses a deep value handed to the document check directly as too deep, not a stack overflow', () => {
    let deep: unknown[] = [];
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(checkLayoutDocument({ ...sampleLayoutDocument(), elements: deep })).toMatchObject({ ok: false, refusal: 'too-deep' });
  });
});

describe('template paths', () => {
  it('refuses a layout whose template is neither a catalogue picture nor an uploaded one with 400 LAYOUT_INVALID, storing nothing', async () => {
    const before = await fingerprintDatabase(t.database.db);
    const sample = sampleLayoutDocument();
    for (const path of ['../../etc/passwd', '/assets/templates/../../../etc/passwd', '/assets/templates/x/../y/z.png', 'http://evil.example/x.png', '/api/custom-templates/file?key=custom-templates/../x', '/assets/templates/x/y/%2e%2e']) {
      const create = await callApi(t.app, anna, 'POST', '/api/layouts', { source: { kind: 'template', document: { ...sample, template: { ...sample.template, path } } } });
      expect(create.statusCode, path).toBe(400);
      expect(errorCode(create)).toBe('LAYOUT_INVALID');
    }
    expect(await fingerprintDatabase(t.database.db)).toEqual(before);
  });

  it("refuses a layout on another operator's uploaded template with 400 LAYOUT_INVALID (it would draw a blank page)", async () => {
    const sample = sampleLayoutDocument();
    const path = `/api/custom-templates/file?key=${encodeURIComponent(`custom-templates/${bruno.userId}/custom_x-original.png`)}`;
    const create = await callApi(t.app, anna, 'POST', '/api/layouts', { source: { kind: 'template', document: { ...sample, template: { ...sample.template, path } } } });
    expect(create.statusCode, create.body).toBe(400);
    expect(errorCode(create)).toBe('LAYOUT_INVALID');
  });
});

describe('layout writes are rate-limited per operator', () => {
  it('answers saves 429 past the budget to the operator who spent it, and not to another', async () => {
    const layout = await createSampleLayout(t.app, bruno);
    const statuses: number[] = [];
    for (let revision = 1; revision <= 14; revision += 1) {
      const response = await callApi(t.app, bruno, 'PUT', `/api/layouts/${layout.id}`, { baseRevision: revision, document: sampleLayoutDocument() });
      statuses.push(response.statusCode);
    }
    // Each kind of write has its own budget of twelve a minute.
    expect(statuses.slice(0, 12)).toEqual(Array.from({ length: 12 }, () => 200));
    expect(statuses.slice(12)).toEqual([429, 429]);
    const other = await createSampleLayout(t.app, anna);
    expect(other.revision).toBe(1);
  });
});
