import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CatalogRequestsResponse } from '../../../../shared/api/dashboard.js';
import { createDraftId } from '../../../../shared/drafts/create-draft-id.js';
import type { LayoutDocument } from '../../../../shared/layout/layout-document.js';
import { placeholderFixture, textFixture } from '../../../../shared/client-fields/client-fields.fixture.js';
import { emailOutbox } from '../../../db/schema.js';
import { MailDispatcher } from '../../../mail/mail-dispatcher.js';
import { callApi, createSampleLayout, layoutTemplate } from '../../../test-support/layout-kit.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';

const proposalSubject = 'Un cliente ha proposto dei testi per un layout';

function markedDocument(): LayoutDocument {
  return {
    schemaVersion: 1,
    template: layoutTemplate,
    elements: [placeholderFixture('photo'), textFixture('names', 'Nome & Nome', { clientEditable: true }), textFixture('date', '14/06/2026', { clientEditable: true })],
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEST_HOOKS: 'true', RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_DRAFTS_PER_MINUTE: '1000', RATE_LIMIT_PUBLIC_POST_PER_MINUTE: '1000' });
  const file = path.join(t.config.templateOriginalsDir, layoutTemplate.path.replace('/assets/templates/', ''));
  await mkdir(path.dirname(file), { recursive: true });
  await sharp({ create: { width: layoutTemplate.width, height: layoutTemplate.height, channels: 3, background: { r: 240, g: 240, b: 240 } } })
    .png()
    .toFile(file);
});
afterAll(async () => {
  await t.close();
});

interface Shared {
  operator: TestOperator;
  layoutId: string;
  draftId: string;
  requestId: string | undefined;
}

/** A confirmed operator shares a layout with two client fields, on a client request when `names` is given. */
async function share(names?: string): Promise<Shared> {
  const operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
  const layout = await createSampleLayout(t.app, operator, { name: 'Matrimonio in villa', document: markedDocument() });
  const draftId = createDraftId(layoutTemplate.path, new Date(), randomBytes(16));
  const created = await callApi(t.app, operator, 'POST', '/api/create-draft', { draftId, layoutId: layout.id, layoutRevision: layout.revision });
  expect(created.statusCode, created.body).toBe(201);
  if (names === undefined) return { operator, layoutId: layout.id, draftId, requestId: undefined };
  const made = await operator.post('/api/test-hooks/catalog-request', { formData: { names, eventDate: '12 giugno 2027', email: 'cliente@example.test', phone: '', city: 'Roma', otherText: '' } });
  expect(made.statusCode, made.body).toBe(201);
  const { requestId } = made.json<{ requestId: string }>();
  expect((await operator.post('/api/update-request-draft-id', { requestId, draftId })).statusCode).toBe(200);
  return { operator, layoutId: layout.id, draftId, requestId };
}

function propose(shared: Shared, names: string) {
  const link = shared.requestId === undefined ? {} : { requestId: shared.requestId };
  return callApi(t.app, undefined, 'POST', '/api/propose-client-fields', { operatorId: shared.operator.userId, draftId: shared.draftId, ...link, fields: [{ elementId: 'names', content: names }] });
}

/** The mails about clients' answers to this operator, oldest first (not the sign-up's). */
function answerMailsTo(shared: Shared) {
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, shared.operator.email), like(emailOutbox.mergeKey, 'client-answer:%')))
    .orderBy(emailOutbox.createdAt);
}

/** Time passes until the mail is due, and it is delivered (by this test's dispatcher or the app's). */
async function deliver(mailId: string) {
  await t.database.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.id, mailId));
  const dispatcher = new MailDispatcher({ db: t.database.db, transport: { kind: 'outbox', send: async () => undefined, close: async () => undefined }, log: Fastify().log });
  await dispatcher.drain();
  await vi.waitFor(async () => {
    const [row] = await t.database.db.select({ sentAt: emailOutbox.sentAt }).from(emailOutbox).where(eq(emailOutbox.id, mailId));
    expect(row?.sentAt).not.toBeNull();
  });
}

describe("the operator is mailed on a client's proposal ('Invia le modifiche')", () => {
  it('mails the texts before and after, who sent them and where to decide; the proposal goes on the timeline', async () => {
    const shared = await share('Giulia e Paolo');
    expect((await propose(shared, 'Giulia & Marco')).statusCode).toBe(201);

    const [mail] = await answerMailsTo(shared);
    expect(mail?.subject).toBe(proposalSubject);
    expect(mail?.mergeKey).toBe(`client-answer:${shared.requestId}`);
    expect(mail?.body).toContain('Il cliente (Giulia e Paolo) ha proposto dei testi nuovi per il layout «Matrimonio in villa»:');
    expect(mail?.body).toContain('- «Nome & Nome» → «Giulia & Marco»');
    expect(mail?.body).toContain(`${testPublicUrl}/editor/layout/${shared.layoutId}`);
    expect(mail?.body).toContain(`Bozza: ${shared.draftId}`);
    expect(mail?.body).toContain(`Apri la tua dashboard: ${testPublicUrl}/dashboard`);

    const listed = CatalogRequestsResponse.parse((await shared.operator.call('GET', '/api/catalog-requests')).json());
    const timeline = listed.requests.find((request) => request.id === shared.requestId)?.timeline?.map((event) => event.kind);
    expect(timeline).toEqual(['sent', 'proposal']);
  });

  it('merges sends that come while a mail waits, and with the approvals and change requests of the same request', async () => {
    const shared = await share('Altalena');
    expect((await propose(shared, 'Primo')).statusCode).toBe(201);
    const [first] = await answerMailsTo(shared);
    await deliver(first?.id ?? '');

    // Within ten minutes of that mail: the next answers wait in one mail, due ten minutes after it.
    const answer = { operatorId: shared.operator.userId, draftId: shared.draftId, requestId: shared.requestId };
    expect((await callApi(t.app, undefined, 'POST', '/api/update-request-from-client', { ...answer, action: 'request_changes', changes: 'Più rosa' })).statusCode).toBe(200);
    expect((await propose(shared, 'Secondo')).statusCode).toBe(201);
    expect((await propose(shared, 'Terzo')).statusCode).toBe(201);

    const mails = await answerMailsTo(shared);
    expect(mails.map((mail) => mail.subject)).toEqual([proposalSubject, proposalSubject]);
    const merged = mails[1];
    expect(merged?.sentAt).toBeNull();
    expect((merged?.nextAttemptAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(8 * 60_000);
    const body = merged?.body ?? '';
    const order = ['ha chiesto delle modifiche alla bozza:\n\nPiù rosa', '→ «Secondo»', '→ «Terzo»', 'Apri la tua dashboard:'].map((part) => body.indexOf(part));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(body.match(/Apri la tua dashboard/g)).toHaveLength(1);
  });

  it('mails a proposal from a draft on no request too, spaced and merged on the layout', async () => {
    const shared = await share();
    expect((await propose(shared, 'Anna & Luca')).statusCode).toBe(201);
    const [first] = await answerMailsTo(shared);
    expect(first?.subject).toBe(proposalSubject);
    expect(first?.mergeKey).toBe(`client-answer:layout:${shared.layoutId}`);
    expect(first?.body).toContain('Il cliente ha proposto dei testi nuovi per il layout «Matrimonio in villa»:');
    await deliver(first?.id ?? '');

    expect((await propose(shared, 'Anna e Luca')).statusCode).toBe(201);
    expect((await propose(shared, 'Anna + Luca')).statusCode).toBe(201);
    const mails = await answerMailsTo(shared);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.sentAt).toBeNull();
    expect((mails[1]?.nextAttemptAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(8 * 60_000);
    expect(mails[1]?.body).toContain('→ «Anna e Luca»');
    expect(mails[1]?.body).toContain('→ «Anna + Luca»');
  });

  it('a refused proposal mails nothing', async () => {
    const shared = await share('Nessuno');
    const refused = await callApi(t.app, undefined, 'POST', '/api/propose-client-fields', { operatorId: shared.operator.userId, draftId: shared.draftId, requestId: shared.requestId, fields: [{ elementId: 'photo', content: 'x' }] });
    expect(refused.statusCode).toBe(403);
    expect(await answerMailsTo(shared)).toEqual([]);
  });
});
