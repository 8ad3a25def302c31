import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CatalogRequestsResponse } from '../../../../shared/api/dashboard.js';
import { DraftViewResponse } from '../../../../shared/api/draft-view.js';
import { LayoutRecord } from '../../../../shared/api/layouts.js';
import { SaveCatalogRequestResponse } from '../../../../shared/api/public-catalog.js';
import { createDraftId } from '../../../../shared/drafts/create-draft-id.js';
import { catalogRequests, drafts, emailOutbox, requestEvents } from '../../../db/schema.js';
import { addressVerificationSubject } from '../../../domain/account-mails.js';
import { maxEventsPerRequest, recordRequestEvent } from '../../../domain/record-request-event.js';
import { MailDispatcher } from '../../../mail/mail-dispatcher.js';
import type { OutgoingMail } from '../../../mail/mail-transport.js';
import { solveCatalogProof } from '../../../test-support/catalog-proof.js';
import { sampleLayoutDocument } from '../../../test-support/layout-kit.js';
import { fixtureTemplate } from '../../../test-support/operator-fixture.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';
import { giveAnnualPlan } from '../../../test-support/upload-kit.js';

let t: TestApp;
let anna: TestOperator;

let address = 0;
function visitorPost(url: string, body: unknown, cookie?: string) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.40.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`,
    headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin', ...(cookie === undefined ? {} : { cookie }) },
    payload: JSON.stringify(body),
  });
}

async function clientRequest(operator: TestOperator, names: string): Promise<string> {
  const response = await visitorPost('/api/save-catalog-request', {
    proof: await solveCatalogProof(t.app),
    operatorId: operator.userId,
    template: { displayName: 'Balloons Party', original: fixtureTemplate.original, preview: fixtureTemplate.preview },
    formData: { names, eventDate: '12 giugno 2027', city: 'Roma', otherText: '', email: 'cliente@example.test', phone: '' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return SaveCatalogRequestResponse.parse(response.json()).requestId;
}

/** The layout 'Crea layout' makes for the request. */
async function requestLayout(operator: TestOperator, requestId: string): Promise<LayoutRecord> {
  const response = await operator.post('/api/layouts', { source: { kind: 'request', requestId, document: sampleLayoutDocument() } });
  expect(response.statusCode, response.body).toBe(201);
  return LayoutRecord.parse(response.json());
}

/**
 * 'Condividi la bozza': a draft row of the layout's revision (its PNG is not needed here; the
 * route that draws it has its own tests), attached to the request as the editor does. Each draft is
 * a little newer than the one before.
 */
async function shareDraft(operator: TestOperator, requestId: string | undefined, layout?: { id: string; revision: number }): Promise<string> {
  const draftId = createDraftId(fixtureTemplate.original, new Date(), randomBytes(16));
  await t.database.db.insert(drafts).values({
    id: draftId,
    userId: operator.userId,
    blobKey: `drafts/${operator.userId}/${draftId}.png`,
    byteSize: 1,
    width: 1,
    height: 1,
    layoutId: layout?.id ?? null,
    layoutRevision: layout?.revision ?? null,
    createdAt: sql`now() + (select count(*) from drafts) * interval '1 millisecond'`,
  });
  if (requestId !== undefined) expect((await operator.post('/api/update-request-draft-id', { requestId, draftId })).statusCode).toBe(200);
  return draftId;
}

function answer(body: Record<string, unknown>) {
  return visitorPost('/api/update-request-from-client', body);
}

async function view(body: Record<string, unknown>, cookie?: string) {
  return visitorPost('/api/draft-view', body, cookie);
}

async function answerMailsTo(to: string) {
  const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(emailOutbox.createdAt);
  return rows.filter((row) => row.subject !== addressVerificationSubject && !row.subject.startsWith('Nuova richiesta'));
}

async function timelineOf(operator: TestOperator, requestId: string) {
  const listed = CatalogRequestsResponse.parse((await operator.call('GET', '/api/catalog-requests')).json());
  return listed.requests.find((request) => request.id === requestId)?.timeline?.map((event) => event.kind);
}

/**
 * A pass of a dispatcher of this test's own. The app's own dispatcher works the same outbox
 * meanwhile (each mail goes out once, by whichever claims it), so the tests read the outbox.
 */
function dispatchDueMails() {
  const sent: OutgoingMail[] = [];
  const dispatcher = new MailDispatcher({ db: t.database.db, transport: { kind: 'outbox', send: async (mail) => void sent.push(mail), close: async () => undefined }, log: Fastify().log });
  return dispatcher.drain();
}

/** Time passes until the mail is due, and it is delivered (by this test's dispatcher or the app's). */
async function deliver(mailId: string) {
  await t.database.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.id, mailId));
  await dispatchDueMails();
  await vi.waitFor(async () => {
    const [row] = await t.database.db.select({ sentAt: emailOutbox.sentAt }).from(emailOutbox).where(eq(emailOutbox.id, mailId));
    expect(row?.sentAt).not.toBeNull();
  });
}

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    CATALOG_PROOF_OF_WORK_MAX: '1000',
    CATALOG_REQUESTS_PER_NETWORK_HOUR: '1000',
    RATE_LIMIT_DRAFTS_PER_MINUTE: '1000',
  }, { builtInTemplates: [fixtureTemplate] });
  anna = await TestOperator.signUpConfirmed(t.app, t.database.db);
  await giveAnnualPlan(t.database.db, anna.userId);
});
afterAll(async () => {
  await t.close();
});

describe('the operator is mailed on every answer, merged rather than dropped', () => {
  it('mails the approval that comes a minute after a change request: due ten minutes after the first mail, and delivered then', async () => {
    const operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
    const requestId = await clientRequest(operator, 'Giulia e Paolo');
    const draftId = await shareDraft(operator, requestId);
    const base = { operatorId: operator.userId, requestId, draftId };

    expect((await answer({ ...base, action: 'request_changes', changes: 'Il nome in oro' })).statusCode).toBe(200);
    const [changes] = await answerMailsTo(operator.email);
    expect(changes?.subject).toBe('Un cliente ha chiesto modifiche a una bozza');
    await deliver(changes?.id ?? '');

    // A minute later the client approves: the mail is queued, not dropped, due ten minutes after the first.
    await t.database.db
      .update(catalogRequests)
      .set({ clientAnswerMailedAt: sql`${catalogRequests.clientAnswerMailedAt} - interval '1 minute'` })
      .where(eq(catalogRequests.id, requestId));
    expect((await answer({ ...base, action: 'approve' })).statusCode).toBe(200);
    const mails = await answerMailsTo(operator.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Un cliente ha chiesto modifiche a una bozza', 'Un cliente ha approvato una bozza']);
    const approval = mails[1];
    expect(approval?.body).toContain('Il cliente (Giulia e Paolo) ha approvato la bozza.');
    expect(approval?.body).toContain(`Bozza: ${draftId}`);
    expect(approval?.body).toContain(`Apri la tua dashboard: ${testPublicUrl}/dashboard`);
    expect(approval?.sentAt).toBeNull();
    const waitMs = (approval?.nextAttemptAt?.getTime() ?? 0) - Date.now();
    expect(waitMs).toBeGreaterThan(8 * 60_000);
    expect(waitMs).toBeLessThanOrEqual(9 * 60_000 + 5_000);
    // Not before its time, even when a dispatcher passes.
    await dispatchDueMails();
    expect((await answerMailsTo(operator.email))[1]?.sentAt).toBeNull();

    // Time passes: the approval is delivered.
    await deliver(approval?.id ?? '');
    expect((await answerMailsTo(operator.email)).every((mail) => mail.sentAt !== null)).toBe(true);
  });

  it('writes further answers into the mail still waiting: one mail, every answer in it, the latest in the subject', async () => {
    const operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
    const requestId = await clientRequest(operator, 'Altalena');
    const draftId = await shareDraft(operator, requestId);
    const base = { operatorId: operator.userId, requestId, draftId };

    expect((await answer({ ...base, action: 'approve' })).statusCode).toBe(200);
    expect((await answer({ ...base, action: 'request_changes', changes: 'Più rosa' })).statusCode).toBe(200);
    expect((await answer({ ...base, action: 'approve' })).statusCode).toBe(200);
    expect((await answer({ ...base, action: 'request_changes', changes: 'Meno rosa' })).statusCode).toBe(200);
    const mails = await answerMailsTo(operator.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Un cliente ha approvato una bozza', 'Un cliente ha chiesto modifiche a una bozza']);
    const merged = mails[1]?.body ?? '';
    const order = ['ha chiesto delle modifiche alla bozza:\n\nPiù rosa', 'ha approvato la bozza.', 'ha chiesto delle modifiche alla bozza:\n\nMeno rosa', 'Apri la tua dashboard:'].map((part) => merged.indexOf(part));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(merged.match(/Apri la tua dashboard/g)).toHaveLength(1);

    // Once that mail is out, the next answer starts a new one (due ten minutes after it).
    await deliver(mails[1]?.id ?? '');
    expect((await answer({ ...base, action: 'approve' })).statusCode).toBe(200);
    expect((await answerMailsTo(operator.email)).map((mail) => mail.subject)).toEqual([
      'Un cliente ha approvato una bozza',
      'Un cliente ha chiesto modifiche a una bozza',
      'Un cliente ha approvato una bozza',
    ]);
  });
});

describe('a draft replaced by a newer one', () => {
  it('refuses approving or asking changes on the old link with 409 DRAFT_SUPERSEDED naming the newer draft, and changes nothing', async () => {
    const requestId = await clientRequest(anna, 'Sara e Luca');
    const first = await shareDraft(anna, requestId);
    expect((await answer({ operatorId: anna.userId, requestId, draftId: first, action: 'request_changes', changes: 'Più grande' })).statusCode).toBe(200);
    const second = await shareDraft(anna, requestId);
    const mailsBefore = (await answerMailsTo(anna.email)).length;

    for (const body of [
      { operatorId: anna.userId, requestId, draftId: first, action: 'approve' },
      { operatorId: anna.userId, draftId: first, action: 'approve' },
      { operatorId: anna.userId, requestId, draftId: first, action: 'request_changes', changes: 'Ancora' },
    ]) {
      const response = await answer(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(409);
      expect(response.json()).toEqual({
        error: { code: 'DRAFT_SUPERSEDED', message: "C'è una bozza più recente di questa: apri l'ultima bozza per rispondere.", messageKey: 'draftSuperseded', details: { newerDraftId: second } },
      });
    }
    const [row] = await t.database.db.select().from(catalogRequests).where(eq(catalogRequests.id, requestId));
    expect(row).toMatchObject({ status: 'modifiche_richieste', clientChanges: 'Più grande', draftId: second, approvedDraftId: null });
    expect(await answerMailsTo(anna.email)).toHaveLength(mailsBefore);

    // The page learns it too, and the newer draft is open to an answer.
    expect(DraftViewResponse.parse((await view({ operatorId: anna.userId, requestId, draftId: first })).json())).toEqual({ standing: 'superseded', newerDraftId: second });
    expect(DraftViewResponse.parse((await view({ operatorId: anna.userId, draftId: first })).json())).toEqual({ standing: 'superseded', newerDraftId: second });
    expect(DraftViewResponse.parse((await view({ operatorId: anna.userId, requestId, draftId: second })).json())).toEqual({ standing: 'open' });
    expect((await answer({ operatorId: anna.userId, requestId, draftId: second, action: 'approve' })).statusCode).toBe(200);
  });

  it('a draft of a layout on no request is replaced by a newer draft of the same layout', async () => {
    const layout = LayoutRecord.parse((await anna.post('/api/layouts', { source: { kind: 'template', document: sampleLayoutDocument() } })).json());
    expect(LayoutRecord.parse((await anna.call('GET', `/api/layouts/${layout.id}`)).json()).requestForm).toBeNull();
    const older = await shareDraft(anna, undefined, layout);
    const newer = await shareDraft(anna, undefined, layout);
    expect(DraftViewResponse.parse((await view({ operatorId: anna.userId, draftId: older })).json())).toEqual({ standing: 'superseded', newerDraftId: newer });
    expect(DraftViewResponse.parse((await view({ operatorId: anna.userId, draftId: newer })).json())).toEqual({ standing: 'open' });
    const refused = await answer({ operatorId: anna.userId, draftId: older, action: 'approve' });
    expect(refused.statusCode).toBe(409);
  });

  it("reveals nothing of another operator's drafts: a foreign or unknown draft is a 404", async () => {
    const bruno = await TestOperator.signUp(t.app);
    const requestId = await clientRequest(anna, 'Di Anna');
    const draftId = await shareDraft(anna, requestId);
    for (const body of [
      { operatorId: bruno.userId, draftId },
      { operatorId: bruno.userId, requestId, draftId },
      { operatorId: anna.userId, draftId: createDraftId(fixtureTemplate.original, new Date(), randomBytes(16)) },
    ]) {
      const response = await view(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
      expect((response.json() as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    }
    for (const body of [{}, { operatorId: anna.userId, draftId: 'x' }, { operatorId: 'o'.repeat(101), draftId }, { operatorId: anna.userId, draftId, requestId: '' }]) {
      expect((await view(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await t.database.db.select().from(requestEvents).where(eq(requestEvents.draftId, draftId))).toHaveLength(1);
  });
});

describe('approving records the exact draft and revision', () => {
  it('stores the draft, layout, revision and time; the page then shows it approved; changes asked later withdraw it', async () => {
    const requestId = await clientRequest(anna, 'Marta e Ugo');
    const layout = await requestLayout(anna, requestId);
    // 'Condividi la bozza' in the editor starts from the request's client and date.
    expect(LayoutRecord.parse((await anna.call('GET', `/api/layouts/${layout.id}`)).json()).requestForm).toEqual({ names: 'Marta e Ugo', eventDate: '12 giugno 2027' });
    const saved = await anna.call('PUT', `/api/layouts/${layout.id}`, { baseRevision: layout.revision, document: sampleLayoutDocument({ marker: 'seconda' }) });
    expect(saved.statusCode, saved.body).toBe(200);
    const draftId = await shareDraft(anna, requestId, { id: layout.id, revision: 2 });
    const before = Date.now();
    expect((await answer({ operatorId: anna.userId, requestId, draftId, action: 'approve' })).statusCode).toBe(200);

    const [row] = await t.database.db.select().from(catalogRequests).where(eq(catalogRequests.id, requestId));
    expect(row).toMatchObject({ status: 'approvata', approvedDraftId: draftId, approvedLayoutId: layout.id, approvedLayoutRevision: 2 });
    const approvedAt = row?.approvedAt?.getTime() ?? 0;
    expect(approvedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(approvedAt).toBeLessThanOrEqual(Date.now() + 1000);

    const standing = DraftViewResponse.parse((await view({ operatorId: anna.userId, requestId, draftId })).json());
    expect(standing).toEqual({ standing: 'approved', approvedAt: row?.approvedAt?.toISOString() });
    // A second click keeps the first approval's time.
    expect((await answer({ operatorId: anna.userId, requestId, draftId, action: 'approve' })).statusCode).toBe(200);
    const [again] = await t.database.db.select({ approvedAt: catalogRequests.approvedAt }).from(catalogRequests).where(eq(catalogRequests.id, requestId));
    expect(again?.approvedAt?.getTime()).toBe(approvedAt);

    expect((await answer({ operatorId: anna.userId, requestId, draftId, action: 'request_changes', changes: 'Ci ho ripensato' })).statusCode).toBe(200);
    const [withdrawn] = await t.database.db.select().from(catalogRequests).where(eq(catalogRequests.id, requestId));
    expect(withdrawn).toMatchObject({ status: 'modifiche_richieste', approvedDraftId: null, approvedLayoutRevision: null, approvedAt: null });
    expect(DraftViewResponse.parse((await view({ operatorId: anna.userId, requestId, draftId })).json())).toEqual({ standing: 'open' });
  });
});

describe("the request's timeline", () => {
  it("records the client's first view once per draft, however often the page opens, and never the operator's own", async () => {
    const requestId = await clientRequest(anna, 'Duecento volte');
    const draftId = await shareDraft(anna, requestId);
    // The operator checks the link first: not the client's view.
    expect((await view({ operatorId: anna.userId, requestId, draftId }, anna.browser.jar.header())).statusCode).toBe(200);
    expect(await timelineOf(anna, requestId)).toEqual(['sent']);
    for (let round = 0; round < 4; round += 1) {
      const opens = await Promise.all(Array.from({ length: 50 }, () => view({ operatorId: anna.userId, requestId, draftId })));
      expect(opens.every((response) => response.statusCode === 200)).toBe(true);
    }
    const rows = await t.database.db.select().from(requestEvents).where(eq(requestEvents.requestId, requestId));
    expect(rows.map((row) => row.kind).sort()).toEqual(['opened', 'sent']);
  }, 60_000);

  it('lists sent, opened, changes, approved and published in order on the request, with times', async () => {
    const requestId = await clientRequest(anna, 'Cronologia');
    const layout = await requestLayout(anna, requestId);
    const first = await shareDraft(anna, requestId, layout);
    await view({ operatorId: anna.userId, requestId, draftId: first });
    await answer({ operatorId: anna.userId, requestId, draftId: first, action: 'request_changes', changes: 'Sfondo blu' });
    const second = await shareDraft(anna, requestId, layout);
    await view({ operatorId: anna.userId, requestId, draftId: second });
    await answer({ operatorId: anna.userId, requestId, draftId: second, action: 'approve' });
    const published = await t.app.inject({
      method: 'PUT',
      url: `/api/layouts/${layout.id}/booth-pack`,
      headers: { cookie: anna.browser.jar.header(), origin: testPublicUrl, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      payload: {},
    });
    expect(published.statusCode, published.body).toBe(201);

    const listed = CatalogRequestsResponse.parse((await anna.call('GET', '/api/catalog-requests')).json());
    const request = listed.requests.find((item) => item.id === requestId);
    expect(request?.timeline?.map((event) => event.kind)).toEqual(['sent', 'opened', 'changes_requested', 'sent', 'opened', 'approved', 'published']);
    const times = request?.timeline?.map((event) => Date.parse(event.at)) ?? [];
    expect(times.every((time) => Number.isFinite(time) && Math.abs(time - Date.now()) < 120_000)).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('recordRequestEvent takes a proposal, stops at the cap per request, and ignores an unknown request', async () => {
    const requestId = await clientRequest(anna, 'Proposta');
    expect(await recordRequestEvent(t.database.db, { requestId, kind: 'proposal', at: new Date('2027-01-02T10:00:00Z') })).toBe(true);
    expect(await timelineOf(anna, requestId)).toEqual(['proposal']);
    expect(await recordRequestEvent(t.database.db, { requestId: 'no-such-request', kind: 'proposal' })).toBe(false);
    await t.database.db.insert(requestEvents).values(Array.from({ length: maxEventsPerRequest - 1 }, (_, index) => ({ id: `filler-${requestId}-${index}`, requestId, kind: 'proposal' })));
    expect(await recordRequestEvent(t.database.db, { requestId, kind: 'proposal' })).toBe(false);
    expect(await t.database.db.select().from(requestEvents).where(eq(requestEvents.requestId, requestId))).toHaveLength(maxEventsPerRequest);
    // The card shows the latest events only.
    expect(await timelineOf(anna, requestId)).toHaveLength(20);
  });
});
