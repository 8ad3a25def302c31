import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CatalogRequestsResponse } from '../shared/api/dashboard.js';
import { CheckoutSessionResponse } from '../shared/api/checkout.js';
import { LayoutRecord, SaveLayoutResponse } from '../shared/api/layouts.js';
import { MeResponse } from '../shared/api/me.js';
import type { TemplateEntry } from '../shared/catalog/template-entry.js';
import { templateIdFromPath } from '../shared/catalog/template-id.js';
import { solveCatalogProofOver } from './test-support/catalog-proof.js';
import { HttpBrowser } from './test-support/http-browser.js';
import { sampleLayoutDocument } from './test-support/layout-kit.js';
import { createProcessDatabase, type ProcessDatabase } from './test-support/process-database.js';
import { findFreePort, ServerProcess } from './test-support/server-process.js';
import { writeStandInClient } from './test-support/stand-in-client.js';
import { createTestPng, toPngDataUrl } from './test-support/test-png.js';

/**
 * SIGKILL in the middle of writes (catalogue requests, draft uploads, paid checkouts whose
 * webhook fulfils a pass, saves of account layouts), then a restart on the same data: every write that was answered 2xx is
 * there and readable, and every stored draft decodes. PGlite on disk (server-pglite) and
 * PostgreSQL (server-postgres).
 */
const templates: TemplateEntry[] = Array.from({ length: 40 }, (_, i) => ({
  category: 'compleanno',
  format: 'cartolina_verticale',
  original: `/assets/templates/compleanno/cartolina_verticale/durable-${i}.png`,
  preview: `/assets/templates/compleanno/cartolina_verticale/previews/durable-${i}.jpg`,
}));

let workDir: string;
let database: ProcessDatabase;
let server: ServerProcess;
let env: Record<string, string>;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'cornice-kill-'));
  await writeStandInClient(path.join(workDir, 'client'), templates);
  database = await createProcessDatabase();
  const port = await findFreePort();
  env = {
    ...database.env,
    DATA_DIR: path.join(workDir, 'data'),
    CLIENT_DIR: path.join(workDir, 'client'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT_PUBLIC_POST_PER_MINUTE: '100000',
    RATE_LIMIT_DRAFTS_PER_MINUTE: '100000',
    RATE_LIMIT_PUBLIC_GET_PER_MINUTE: '100000',
    CATALOG_REQUESTS_PER_OPERATOR_HOUR: '100000',
    CATALOG_REQUESTS_PER_NETWORK_HOUR: '100000',
    CATALOG_PROOF_OF_WORK_MAX: '1000',
  };
  server = new ServerProcess(port, env);
  await server.start();
}, 240_000);
afterAll(async () => {
  await server.kill();
  await database.drop();
  await rm(workDir, { recursive: true, force: true });
});

interface Acknowledged {
  /** Writes sent and not yet answered, right now. */
  inFlight: number;
  requests: string[];
  drafts: string[];
  passes: string[];
  /** Per account layout, the last save answered 200: its revision and the marker it wrote. */
  layoutSaves: Map<string, { revision: number; marker: string; count: number }>;
}

function draftId(): string {
  return `durable-20260101t120000z-${randomBytes(18).toString('base64url')}`;
}

/** Writes of each kind in parallel loops until `isRunning` turns false; only 2xx answers are recorded. */
async function writeUntilStopped(browser: HttpBrowser, operatorId: string, isRunning: () => boolean, acked: Acknowledged, layoutIds: readonly string[]) {
  const png = toPngDataUrl(await createTestPng(64, 48));
  let templateIndex = 0;
  const loop = async (write: () => Promise<void>) => {
    while (isRunning()) {
      acked.inFlight += 1;
      await write().catch(() => undefined);
      acked.inFlight -= 1;
    }
  };
  const catalogRequest = async () => {
    const names = `Durable ${randomBytes(4).toString('hex')}`;
    const template = templates[0];
    if (template === undefined) return;
    const answer = await browser.postJson('/api/save-catalog-request', {
      proof: await solveCatalogProofOver((url) => browser.getJson(url)),
      operatorId,
      template: { displayName: 'Durable 0', preview: template.preview, original: template.original },
      formData: { names, eventDate: '14 giugno 2026', city: 'Roma', otherText: '', email: 'cliente@example.test', phone: '' },
    });
    if (answer.status === 201) acked.requests.push(names);
  };
  const upload = async () => {
    const id = draftId();
    const answer = await browser.postJson('/api/create-draft', { image: png, draftId: id });
    if (answer.status === 201) acked.drafts.push(id);
  };
  const checkout = async () => {
    const template = templates[(templateIndex += 1) % templates.length];
    if (template === undefined) return;
    const created = await browser.postJson('/api/create-checkout-session', {
      purchaseType: 'unlock_template',
      templateId: templateIdFromPath(template.original),
      templatePath: template.original,
    });
    const { url } = CheckoutSessionResponse.parse(JSON.parse(created.text));
    const page = await browser.get(url);
    const paid = await browser.submitForm(page.answer.text, { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });
    if (new URL(paid.url).pathname === '/grazie') acked.passes.push(templateIdFromPath(template.original));
  };
  // One writer per layout, each saving from the revision it was last answered, as an editor does.
  const layoutSave = (layoutId: string) => async () => {
    const last = acked.layoutSaves.get(layoutId) ?? { revision: 1, marker: '', count: 0 };
    const marker = `save-${randomBytes(6).toString('hex')}`;
    const answer = await browser.request('PUT', `/api/layouts/${layoutId}`, { json: { baseRevision: last.revision, document: sampleLayoutDocument({ texts: 30, marker }) } });
    if (answer.status === 200) acked.layoutSaves.set(layoutId, { revision: SaveLayoutResponse.parse(JSON.parse(answer.text)).revision, marker, count: last.count + 1 });
  };
  await Promise.all([loop(catalogRequest), loop(catalogRequest), loop(upload), loop(upload), loop(checkout), loop(checkout), ...layoutIds.map((id) => loop(layoutSave(id)))]);
}

it('loses no acknowledged write and corrupts nothing when killed mid-write', async () => {
  const browser = new HttpBrowser(server.baseUrl, () => server.baseUrl);
  await browser.signUp(`durable-${Date.now()}@example.test`);
  const me = MeResponse.parse(await browser.getJson('/api/me'));
  if (me.user === null) throw new Error('sign-up left no session');

  const layoutIds: string[] = [];
  for (let index = 0; index < 2; index += 1) {
    const created = await browser.postJson('/api/layouts', { source: { kind: 'template', document: sampleLayoutDocument() } });
    expect(created.status, created.text).toBe(201);
    layoutIds.push(LayoutRecord.parse(JSON.parse(created.text)).id);
  }
  const acked: Acknowledged = { inFlight: 0, requests: [], drafts: [], passes: [], layoutSaves: new Map() };
  let isRunning = true;
  const writing = writeUntilStopped(browser, me.user.id, () => isRunning, acked, layoutIds);
  const layoutSaveCount = () => [...acked.layoutSaves.values()].reduce((sum, save) => sum + save.count, 0);
  // Kill once every kind of write has been answered a few times, with more of each in flight.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && (acked.requests.length < 5 || acked.drafts.length < 3 || acked.passes.length < 3 || layoutSaveCount() < 6)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.signal('SIGKILL');
  const inFlightAtKill = acked.inFlight;
  expect((await server.exited()).signal).toBe('SIGKILL');
  isRunning = false;
  await writing;
  expect(acked.requests.length).toBeGreaterThanOrEqual(5);
  expect(acked.drafts.length).toBeGreaterThanOrEqual(3);
  expect(acked.passes.length).toBeGreaterThanOrEqual(3);
  expect(layoutSaveCount()).toBeGreaterThanOrEqual(6);
  expect(inFlightAtKill).toBeGreaterThan(0);

  server = new ServerProcess(server.port, env);
  await server.start();
  expect((await browser.request('GET', '/api/health')).status).toBe(200);

  // Every page of the list (it is paged by 20): the acknowledged requests may be more than one page.
  const listedNames = new Set<string>();
  for (let cursor: string | null = ''; cursor !== null; ) {
    const page = CatalogRequestsResponse.parse(await browser.getJson(`/api/catalog-requests${cursor === '' ? '' : `?cursor=${encodeURIComponent(cursor)}`}`));
    for (const request of page.requests) listedNames.add(request.formData.names);
    cursor = page.nextCursor ?? null;
  }
  expect(acked.requests.filter((names) => !listedNames.has(names))).toEqual([]);

  for (const id of acked.drafts) {
    const draft = await browser.request('GET', `/api/get-draft?id=${encodeURIComponent(id)}`);
    expect(draft.status, id).toBe(200);
    const decoded = await sharp(draft.body).raw().toBuffer({ resolveWithObject: true });
    expect([decoded.info.width, decoded.info.height]).toEqual([64, 48]);
  }

  // The last answered save of each layout is stored; a save in flight at the kill may have landed after it.
  for (const [layoutId, save] of acked.layoutSaves) {
    const stored = LayoutRecord.parse(await browser.getJson(`/api/layouts/${layoutId}`));
    expect(stored.revision, layoutId).toBeGreaterThanOrEqual(save.revision);
    if (stored.revision === save.revision) {
      const first = stored.document.elements[0];
      expect(first?.type === 'text' ? first.content.split('\n')[0] : '', layoutId).toBe(save.marker);
    }
  }

  const after = MeResponse.parse(await browser.getJson('/api/me'));
  for (const templateId of acked.passes) expect(after.unlockedTemplates[templateId]?.downloads_remaining, templateId).toBe(3);
}, 180_000);
