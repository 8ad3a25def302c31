import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApprovalPublishResponse } from '../../../../shared/api/approval-publish.js';
import { BoothPackLinkResponse, type BoothPackLink } from '../../../../shared/api/booth-packs.js';
import { CatalogRequestsResponse } from '../../../../shared/api/dashboard.js';
import { LayoutRecord } from '../../../../shared/api/layouts.js';
import { SaveCatalogRequestResponse } from '../../../../shared/api/public-catalog.js';
import { createDraftId } from '../../../../shared/drafts/create-draft-id.js';
import { approvalPublishes, drafts, layouts } from '../../../db/schema.js';
import { createBlobStore } from '../../../storage/create-blob-store.js';
import { solveCatalogProof } from '../../../test-support/catalog-proof.js';
import { callApi, layoutTemplate, sampleLayoutDocument } from '../../../test-support/layout-kit.js';
import { fixtureTemplate } from '../../../test-support/operator-fixture.js';
import { givePass } from '../../../test-support/pass-kit.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';
import { giveAnnualPlan } from '../../../test-support/upload-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', CATALOG_PROOF_OF_WORK_MAX: '1000', CATALOG_REQUESTS_PER_NETWORK_HOUR: '1000', RATE_LIMIT_DRAFTS_PER_MINUTE: '1000' },
    { builtInTemplates: [fixtureTemplate] },
  );
});
afterAll(async () => {
  await t.close();
});

let address = 0;
function visitorPost(url: string, body: unknown) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.41.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`,
    headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin' },
    payload: JSON.stringify(body),
  });
}

/** A client's request, and the layout 'Crea layout' makes for it (revision 1 draws `marker`). */
async function requestWithLayout(operator: TestOperator, marker: string): Promise<{ requestId: string; layout: LayoutRecord }> {
  const saved = await visitorPost('/api/save-catalog-request', {
    proof: await solveCatalogProof(t.app),
    operatorId: operator.userId,
    template: { displayName: 'Balloons Party', original: fixtureTemplate.original, preview: fixtureTemplate.preview },
    formData: { names: 'Giulia e Paolo', eventDate: '12 giugno 2027', city: 'Roma', otherText: '', email: 'cliente@example.test', phone: '' },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const { requestId } = SaveCatalogRequestResponse.parse(saved.json());
  const created = await callApi(t.app, operator, 'POST', '/api/layouts', { source: { kind: 'request', requestId, document: sampleLayoutDocument({ marker }) } });
  expect(created.statusCode, created.body).toBe(201);
  return { requestId, layout: LayoutRecord.parse(created.json()) };
}

/** 'Condividi la bozza' of the layout's stored revision: the draft keeps that revision's document, as createDraft does. */
async function shareDraft(operator: TestOperator, requestId: string, layoutId: string): Promise<string> {
  const [layout] = await t.database.db.select({ document: layouts.document, revision: layouts.revision }).from(layouts).where(eq(layouts.id, layoutId));
  const draftId = createDraftId(fixtureTemplate.original, new Date(), randomBytes(16));
  await t.database.db.insert(drafts).values({
    id: draftId,
    userId: operator.userId,
    blobKey: `drafts/${operator.userId}/${draftId}.png`,
    byteSize: 1,
    width: 1,
    height: 1,
    layoutId,
    layoutRevision: layout?.revision ?? null,
    layoutDocument: layout?.document ?? null,
  });
  expect((await operator.post('/api/update-request-draft-id', { requestId, draftId })).statusCode).toBe(200);
  return draftId;
}

async function saveLayout(operator: TestOperator, layoutId: string, baseRevision: number, marker: string): Promise<void> {
  const response = await callApi(t.app, operator, 'PUT', `/api/layouts/${layoutId}`, { baseRevision, document: sampleLayoutDocument({ marker }) });
  expect(response.statusCode, response.body).toBe(200);
}

async function publish(operator: TestOperator, layoutId: string): Promise<BoothPackLink> {
  const response = await callApi(t.app, operator, 'PUT', `/api/layouts/${layoutId}/booth-pack`, {});
  expect(response.statusCode, response.body).toBe(201);
  const { link } = BoothPackLinkResponse.parse(response.json());
  if (link === null) throw new Error('published but no link');
  return link;
}

function setApprovalPublish(operator: TestOperator, layoutId: string, isEnabled: boolean) {
  return callApi(t.app, operator, 'PUT', `/api/layouts/${layoutId}/booth-pack/approval-publish`, isEnabled ? { isEnabled, printerId: 'dnp-ds620', language: 'it' } : { isEnabled });
}

async function readApprovalPublish(operator: TestOperator, layoutId: string) {
  const response = await callApi(t.app, operator, 'GET', `/api/layouts/${layoutId}/booth-pack/approval-publish`);
  expect(response.statusCode, response.body).toBe(200);
  return ApprovalPublishResponse.parse(response.json());
}

/** The approval's publish runs in the background: wait until it has finished. */
async function finishedRun(operator: TestOperator, layoutId: string) {
  return vi.waitFor(
    async () => {
      const { lastRun } = await readApprovalPublish(operator, layoutId);
      if (lastRun === null || lastRun.status === 'pending' || lastRun.status === 'running') throw new Error('not finished yet');
      return lastRun;
    },
    { timeout: 60_000, interval: 100 },
  );
}

function approve(operator: TestOperator, requestId: string, draftId: string) {
  return visitorPost('/api/update-request-from-client', { operatorId: operator.userId, requestId, draftId, action: 'approve' });
}

/** A booth's pull: no cookie, no origin. */
function pull(url: string, etag?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: url.replace(testPublicUrl, ''), headers: etag === undefined ? {} : { 'if-none-match': etag } });
}

const overlayOf = (zip: Uint8Array) => unzipSync(zip)['pibooth/overlay.png'];

async function timelineOf(operator: TestOperator, requestId: string) {
  const listed = CatalogRequestsResponse.parse((await operator.call('GET', '/api/catalog-requests')).json());
  return listed.requests.find((request) => request.id === requestId)?.timeline?.map((event) => event.kind);
}

// Each test renders up to three packs on two shared cores.
describe('publish on approval', { timeout: 120_000 }, () => {
  it("publishes the approved revision, not the layout's newer one, as the pull URL's next revision (new ETag), and the timeline shows it", async () => {
    const anna = await TestOperator.signUpConfirmed(t.app, t.database.db);
    await giveAnnualPlan(t.database.db, anna.userId);
    const { requestId, layout } = await requestWithLayout(anna, 'Approvata dal cliente');
    // The server's build of the revision the client will approve.
    const approvedBuild = await callApi(t.app, anna, 'POST', `/api/layouts/${layout.id}/downloads/booth`, {});
    expect(approvedBuild.statusCode, approvedBuild.body).toBe(200);
    const approvedOverlay = overlayOf(new Uint8Array(approvedBuild.rawPayload));
    expect(approvedOverlay).toBeDefined();
    const draftId = await shareDraft(anna, requestId, layout.id);
    // The operator goes on editing after sharing, and publishes that: the booth holds a revision
    // the client never saw.
    await saveLayout(anna, layout.id, layout.revision, 'Più nuova, mai vista dal cliente');
    const first = await publish(anna, layout.id);
    const firstPull = await pull(first.pullUrl);
    const firstEtag = String(firstPull.headers.etag);
    const newerOverlay = overlayOf(new Uint8Array(firstPull.rawPayload));
    expect(Buffer.from(newerOverlay ?? []).equals(Buffer.from(approvedOverlay ?? []))).toBe(false);
    expect((await setApprovalPublish(anna, layout.id, true)).statusCode).toBe(200);

    expect((await approve(anna, requestId, draftId)).statusCode).toBe(200);
    const run = await finishedRun(anna, layout.id);
    expect(run).toMatchObject({ status: 'published', reason: null, layoutRevision: layout.revision, boothRevision: 2 });

    // The booth's next poll with its ETag gets the new pack, not a 304.
    const pulled = await pull(first.pullUrl, firstEtag);
    expect(pulled.statusCode).toBe(200);
    expect(pulled.headers.etag).not.toBe(firstEtag);
    const files = unzipSync(new Uint8Array(pulled.rawPayload));
    expect(Buffer.from(files['pibooth/overlay.png'] ?? []).equals(Buffer.from(approvedOverlay ?? []))).toBe(true);
    expect(JSON.parse(new TextDecoder().decode(files['pack.json']))).toMatchObject({ pullUrl: first.pullUrl });
    const link = BoothPackLinkResponse.parse((await callApi(t.app, anna, 'GET', `/api/layouts/${layout.id}/booth-pack`)).json()).link;
    expect(link?.revision).toBe(2);
    // The operator's publish and the approval's both sit on the request's timeline.
    expect(await timelineOf(anna, requestId)).toEqual(['sent', 'published', 'approved', 'published']);

    // The same approval clicked again publishes nothing more.
    expect((await approve(anna, requestId, draftId)).statusCode).toBe(200);
    expect(await t.database.db.select().from(approvalPublishes).where(eq(approvalPublishes.layoutId, layout.id))).toHaveLength(1);
  });

  it('publishes nothing when the setting is off, or when the layout was never published', async () => {
    const bruno = await TestOperator.signUpConfirmed(t.app, t.database.db);
    await giveAnnualPlan(t.database.db, bruno.userId);
    const off = await requestWithLayout(bruno, 'Spento');
    const link = await publish(bruno, off.layout.id);
    const etag = String((await pull(link.pullUrl)).headers.etag);
    expect((await readApprovalPublish(bruno, off.layout.id)).isEnabled).toBe(false);
    expect((await approve(bruno, off.requestId, await shareDraft(bruno, off.requestId, off.layout.id))).statusCode).toBe(200);

    const unpublished = await requestWithLayout(bruno, 'Mai pubblicato');
    expect((await setApprovalPublish(bruno, unpublished.layout.id, true)).statusCode).toBe(200);
    expect((await approve(bruno, unpublished.requestId, await shareDraft(bruno, unpublished.requestId, unpublished.layout.id))).statusCode).toBe(200);

    expect((await pull(link.pullUrl, etag)).statusCode).toBe(304);
    const queued = await t.database.db.select().from(approvalPublishes).where(eq(approvalPublishes.userId, bruno.userId));
    expect(queued).toEqual([]);
    expect(BoothPackLinkResponse.parse((await callApi(t.app, bruno, 'GET', `/api/layouts/${unpublished.layout.id}/booth-pack`)).json()).link).toBeNull();
    expect(await readApprovalPublish(bruno, unpublished.layout.id)).toMatchObject({ isEnabled: true, lastRun: null });
  });

  it("records a refused publish (the pass's downloads spent) on the timeline and in the setting's last run; the approval stands and the booth keeps its pack", async () => {
    const carla = await TestOperator.signUpConfirmed(t.app, t.database.db);
    // A pass with one download, spent by the first publish.
    await givePass(t.database.db, carla.userId, layoutTemplate.path, 1);
    const { requestId, layout } = await requestWithLayout(carla, 'Pass esaurito');
    const link = await publish(carla, layout.id);
    const etag = String((await pull(link.pullUrl)).headers.etag);
    expect((await setApprovalPublish(carla, layout.id, true)).statusCode).toBe(200);
    expect((await approve(carla, requestId, await shareDraft(carla, requestId, layout.id))).statusCode).toBe(200);

    expect(await finishedRun(carla, layout.id)).toMatchObject({ status: 'failed', reason: 'downloadsExhausted', boothRevision: null });
    expect(await timelineOf(carla, requestId)).toEqual(['published', 'sent', 'approved', 'publish_failed']);
    const listed = CatalogRequestsResponse.parse((await carla.call('GET', '/api/catalog-requests')).json());
    expect(listed.requests.find((request) => request.id === requestId)?.status).toBe('approvata');
    expect((await pull(link.pullUrl, etag)).statusCode).toBe(304);
  });

  it('runs a publish no process ran (a crash between the approval and its run) at the next start-up', async () => {
    const elena = await TestOperator.signUpConfirmed(t.app, t.database.db);
    await giveAnnualPlan(t.database.db, elena.userId);
    const { requestId, layout } = await requestWithLayout(elena, 'Dopo il riavvio');
    const link = await publish(elena, layout.id);
    expect((await setApprovalPublish(elena, layout.id, true)).statusCode).toBe(200);
    const draftId = await shareDraft(elena, requestId, layout.id);
    // What the approval's transaction wrote before the process stopped.
    await t.database.db.insert(approvalPublishes).values({ id: `apb_${randomBytes(12).toString('base64url')}`, layoutId: layout.id, userId: elena.userId, requestId, draftId, layoutRevision: layout.revision });

    // Another process on the same database and files: its start-up sweep publishes it.
    const files = createBlobStore(t.config.storage);
    const restarted = await createTestApp({}, { database: t.database, blobStore: files.store, builtInTemplates: [fixtureTemplate] });
    try {
      const run = await finishedRun(elena, layout.id);
      expect(run).toMatchObject({ status: 'published', boothRevision: 2 });
      const pulled = await restarted.app.inject({ method: 'GET', url: link.pullUrl.replace(testPublicUrl, '') });
      expect([pulled.statusCode, pulled.headers['x-cornice-pack-revision']]).toEqual([200, '2']);
      expect(await timelineOf(elena, requestId)).toEqual(['published', 'sent', 'published']);
    } finally {
      // Its own app only: the database is this file's.
      await restarted.app.close();
      await files.close();
      await rm(path.dirname(restarted.config.clientDir), { recursive: true, force: true });
    }
  });

  it('is turned on and off by the owner only, and stores the printer and language of the pack', async () => {
    const dario = await TestOperator.signUpConfirmed(t.app, t.database.db);
    const other = await TestOperator.signUpConfirmed(t.app, t.database.db);
    const { layout } = await requestWithLayout(dario, 'Impostazione');
    const on = await callApi(t.app, dario, 'PUT', `/api/layouts/${layout.id}/booth-pack/approval-publish`, { isEnabled: true, printerId: 'canon-selphy', language: 'en' });
    expect(ApprovalPublishResponse.parse(on.json())).toEqual({ isEnabled: true, settings: { printerId: 'canon-selphy', language: 'en' }, lastRun: null });
    expect((await setApprovalPublish(other, layout.id, false)).statusCode).toBe(404);
    expect((await callApi(t.app, other, 'GET', `/api/layouts/${layout.id}/booth-pack/approval-publish`)).statusCode).toBe(404);
    expect((await callApi(t.app, undefined, 'PUT', `/api/layouts/${layout.id}/booth-pack/approval-publish`, { isEnabled: false })).statusCode).toBe(401);
    expect((await readApprovalPublish(dario, layout.id)).isEnabled).toBe(true);
    const bad = await callApi(t.app, dario, 'PUT', `/api/layouts/${layout.id}/booth-pack/approval-publish`, { isEnabled: 'sì' });
    expect(bad.statusCode).toBe(400);
    expect(ApprovalPublishResponse.parse((await setApprovalPublish(dario, layout.id, false)).json())).toMatchObject({ isEnabled: false, settings: null });
  });
});
