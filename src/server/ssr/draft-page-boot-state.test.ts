import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholderFixture, textFixture } from '../../shared/client-fields/client-fields.fixture.js';
import { createDraftId } from '../../shared/drafts/create-draft-id.js';
import type { BootState } from '../../shared/ssr/boot-state.js';
import { callApi, createSampleLayout, layoutTemplate } from '../test-support/layout-kit.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TestOperator } from '../test-support/test-operator.js';

/** A stand-in for dist/ssr/entry-server.js (see server-rendered-page.test.ts). */
const pageRenderer = `exports.renderPage = async ({ url }) => '<main>rendered ' + url.replace(/[<&]/g, '') + '</main>';`;

let t: TestApp;
let operator: TestOperator;

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

function bootStateOf(html: string): BootState | undefined {
  const json = /<script type="application\/json" id="boot-state">([^<]*)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as BootState);
}

async function shareLayout(layoutId: string, layoutRevision: number): Promise<string> {
  const draftId = createDraftId(layoutTemplate.path, new Date(), randomBytes(16));
  const created = await callApi(t.app, operator, 'POST', '/api/create-draft', { draftId, layoutId, layoutRevision });
  expect(created.statusCode, created.body).toBe(201);
  return draftId;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DRAFTS_PER_MINUTE: '1000' }, { pageRenderer });
  const file = path.join(t.config.templateOriginalsDir, layoutTemplate.path.replace('/assets/templates/', ''));
  await mkdir(path.dirname(file), { recursive: true });
  await sharp({ create: { width: layoutTemplate.width, height: layoutTemplate.height, channels: 3, background: { r: 240, g: 240, b: 240 } } }).png().toFile(file);
  operator = await TestOperator.signUp(t.app);
  const saved = await operator.post('/api/update-user-metadata', { businessName: 'Foto Bianchi', logoUrl: '', contactEmail: 'studio@bianchi.test', contactPhone: '', secondaryEmail: '' });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe("the client's draft page, rendered by the server", () => {
  it("carries the draft's standing, the layout it draws and the picture's size", async () => {
    const document = { schemaVersion: 1 as const, template: layoutTemplate, elements: [placeholderFixture('photo'), textFixture('names', 'Nome & Nome', { clientEditable: true }), textFixture('date', '14/06/2026')] };
    const layout = await createSampleLayout(t.app, operator, { document });
    const draftId = await shareLayout(layout.id, layout.revision);

    const response = await page(`/view/${operator.userId}/${draftId}?client=Anna`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<div id="root" data-ssr=""><main>rendered /view/${operator.userId}/${draftId}?client=Anna</main></div>`);
    const state = bootStateOf(response.body);
    expect(state?.operator).toMatchObject({ operatorId: operator.userId, status: 'loaded' });
    expect(state?.draft).toMatchObject({ operatorId: operator.userId, draftId, requestId: '', standing: { standing: 'open' }, size: { width: layoutTemplate.width, height: layoutTemplate.height } });
    expect(state?.draft?.layout?.fields.map((field) => field.elementId)).toEqual(['names']);
    // The page's own title and description, not the operator's catalogue's.
    expect(response.body).not.toContain('<title>Foto Bianchi');
    expect(response.body).not.toContain('Il catalogo dei layout');

    // A newer draft of the same layout: the link is out of date, and draws nothing.
    const newer = await shareLayout(layout.id, layout.revision);
    expect(bootStateOf((await page(`/view/${operator.userId}/${draftId}`)).body)?.draft).toMatchObject({ standing: { standing: 'superseded', newerDraftId: newer }, layout: null, size: null });
  });

  it('leaves a draft it cannot name to the browser, as before', async () => {
    const unknown = createDraftId(layoutTemplate.path, new Date(), randomBytes(16));
    const state = bootStateOf((await page(`/view/${operator.userId}/${unknown}`)).body);
    expect(state?.draft).toBeUndefined();
    expect(bootStateOf((await page(`/view/${operator.userId}/not-a-draft-id`)).body)?.draft).toBeUndefined();
  });
});
