import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CatalogRequestsResponse } from '../../../../shared/api/dashboard.js';
import { allErrorCodes } from '../../../../shared/api/error-codes.js';
import { SaveCatalogRequestResponse } from '../../../../shared/api/public-catalog.js';
import type { TemplateEntry } from '../../../../shared/catalog/template-entry.js';
import { createDraftId } from '../../../../shared/drafts/create-draft-id.js';
import { catalogRequests, drafts, emailOutbox } from '../../../db/schema.js';
import { solveCatalogProof } from '../../../test-support/catalog-proof.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../../test-support/test-app.js';
import { addressVerificationSubject } from '../../../domain/account-mails.js';
import { TestOperator } from '../../../test-support/test-operator.js';

const ErrorBody = z.object({ error: z.object({ code: z.enum(allErrorCodes as [string, ...string[]]), message: z.string().min(1) }) });
const errorOf = (response: { json(): unknown }) => ErrorBody.parse(response.json()).error;

const balloons: TemplateEntry = {
  category: 'compleanno',
  format: 'cartolina_orizzontale',
  original: '/assets/templates/compleanno/cartolina_orizzontale/balloons-party.png',
  preview: '/assets/templates/compleanno/cartolina_orizzontale/previews/balloons-party.jpg',
};

let t: TestApp;
let alice: TestOperator;
let bob: TestOperator;

let addressCounter = 0;
function publicPost(url: string, body: unknown, headers: Record<string, string> = {}) {
  addressCounter += 1;
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.30.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`,
    headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin', ...headers },
    payload: JSON.stringify(body),
  });
}

/** A client's request through the public catalogue, as the request modal sends it. */
async function clientRequest(operator: TestOperator, names: string): Promise<string> {
  const response = await publicPost('/api/save-catalog-request', {
    proof: await solveCatalogProof(t.app),
    operatorId: operator.userId,
    template: { displayName: 'Balloons Party', original: balloons.original, preview: balloons.preview },
    formData: { names, eventDate: '1 giugno', city: 'Roma', otherText: '', email: 'cliente@example.test', phone: '' },
  });
  expect(response.statusCode).toBe(201);
  return SaveCatalogRequestResponse.parse(response.json()).requestId;
}

/** A draft row of the operator (its PNG is not needed here) attached to the request by the operator's own call. */
async function shareDraft(operator: TestOperator, requestId: string | undefined): Promise<string> {
  const draftId = createDraftId(balloons.original, new Date(), randomBytes(16));
  await t.database.db.insert(drafts).values({ id: draftId, userId: operator.userId, blobKey: `drafts/${operator.userId}/${draftId}.png`, byteSize: 1, width: 1, height: 1 });
  if (requestId !== undefined) expect((await operator.post('/api/update-request-draft-id', { requestId, draftId })).statusCode).toBe(200);
  return draftId;
}

async function stateOf(requestId: string) {
  const [row] = await t.database.db
    .select({ status: catalogRequests.status, clientChanges: catalogRequests.clientChanges })
    .from(catalogRequests)
    .where(eq(catalogRequests.id, requestId));
  return row;
}

async function statesOf(requestIds: string[]) {
  const rows = await t.database.db
    .select({ id: catalogRequests.id, status: catalogRequests.status, clientChanges: catalogRequests.clientChanges })
    .from(catalogRequests)
    .where(inArray(catalogRequests.id, requestIds));
  return Object.fromEntries(rows.map((row) => [row.id, `${row.status}|${row.clientChanges}`]));
}

/** Mails about a client's answer (not the new-request notifications). */
async function answerMailsTo(address: string) {
  const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
  return mails.filter((mail) => !mail.subject.startsWith('Nuova richiesta') && mail.subject !== addressVerificationSubject);
}

function answer(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return publicPost('/api/update-request-from-client', body, headers);
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', CATALOG_PROOF_OF_WORK_MAX: '1000', CATALOG_REQUESTS_PER_NETWORK_HOUR: '1000' }, { builtInTemplates: [balloons] });
  [alice, bob] = await Promise.all([TestOperator.signUpConfirmed(t.app, t.database.db), TestOperator.signUpConfirmed(t.app, t.database.db)]);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/update-request-from-client', () => {
  it('approves: the request becomes approvata and the operator is mailed once', async () => {
    const requestId = await clientRequest(alice, 'Giulia e Paolo');
    const draftId = await shareDraft(alice, requestId);
    const response = await answer({ operatorId: alice.userId, requestId, draftId, action: 'approve' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await stateOf(requestId)).toEqual({ status: 'approvata', clientChanges: '' });
    const mails = await answerMailsTo(alice.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Un cliente ha approvato una bozza');
    expect(mails[0]?.body).toContain('Il cliente (Giulia e Paolo) ha approvato la bozza.');

    // A second click changes nothing and mails nothing.
    expect((await answer({ operatorId: alice.userId, requestId, draftId, action: 'approve', changes: '' })).statusCode).toBe(200);
    expect(await answerMailsTo(alice.email)).toHaveLength(1);
  });

  it('asks for changes: modifiche_richieste with the trimmed text, listed to the operator as clientChanges', async () => {
    const requestId = await clientRequest(alice, 'Sara');
    const draftId = await shareDraft(alice, requestId);
    const before = (await answerMailsTo(alice.email)).length;
    const changes = '  Il nome più grande,\nper favore. <b>Grazie</b>  ';
    const response = await answer({ operatorId: alice.userId, requestId, draftId, action: 'request_changes', changes });
    expect(response.statusCode).toBe(200);
    expect(await stateOf(requestId)).toEqual({ status: 'modifiche_richieste', clientChanges: changes.trim() });

    const listed = await t.app.inject({ method: 'GET', url: '/api/catalog-requests', headers: { cookie: alice.browser.jar.header() } });
    const request = CatalogRequestsResponse.parse(listed.json()).requests.find((item) => item.id === requestId);
    expect(request).toMatchObject({ status: 'modifiche_richieste', clientChanges: changes.trim(), draftId });

    const mails = await answerMailsTo(alice.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.subject).toBe('Un cliente ha chiesto modifiche a una bozza');
    expect(mails.at(-1)?.body).toContain(changes.trim());

    // Approving afterwards keeps the text the operator worked from.
    expect((await answer({ operatorId: alice.userId, requestId, draftId, action: 'approve' })).statusCode).toBe(200);
    expect(await stateOf(requestId)).toEqual({ status: 'approvata', clientChanges: changes.trim() });
    // New changes replace the old ones.
    expect((await answer({ operatorId: alice.userId, requestId, draftId, action: 'request_changes', changes: 'Sfondo blu' })).statusCode).toBe(200);
    expect(await stateOf(requestId)).toEqual({ status: 'modifiche_richieste', clientChanges: 'Sfondo blu' });
  });

  it('refuses empty, blank, over-long or missing change text and bad bodies, and changes nothing', async () => {
    const requestId = await clientRequest(alice, 'Validazione');
    const draftId = await shareDraft(alice, requestId);
    const base = { operatorId: alice.userId, requestId, draftId };
    for (const body of [
      { ...base, action: 'request_changes', changes: '' },
      { ...base, action: 'request_changes', changes: '   \n\t ' },
      { ...base, action: 'request_changes' },
      { ...base, action: 'request_changes', changes: 'x'.repeat(2001) },
      { ...base, action: 'annulla' },
      { ...base, action: 'approve', draftId: 'not-a-draft-id' },
      { ...base, action: 'approve', draftId: undefined },
      { ...base, action: 'approve', operatorId: '' },
      { ...base, action: 'approve', requestId: '' },
      { ...base, action: 'approve', requestId: 'r'.repeat(101) },
    ]) {
      const response = await answer(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
    expect(await stateOf(requestId)).toEqual({ status: 'nuova', clientChanges: '' });
  });

  it('answers 404 and changes nothing for any combination that is not one request of that operator carrying that draft', async () => {
    const aliceRequest = await clientRequest(alice, 'Di Alice');
    const aliceDraft = await shareDraft(alice, aliceRequest);
    const aliceOther = await clientRequest(alice, 'Altra di Alice');
    const aliceOtherDraft = await shareDraft(alice, aliceOther);
    const aliceBare = await clientRequest(alice, 'Senza bozza');
    const aliceLooseDraft = await shareDraft(alice, undefined);
    const bobRequest = await clientRequest(bob, 'Di Bob');
    const bobDraft = await shareDraft(bob, bobRequest);
    const all = [aliceRequest, aliceOther, aliceBare, bobRequest];
    const before = await statesOf(all);
    const mailsBefore = (await answerMailsTo(alice.email)).length + (await answerMailsTo(bob.email)).length;

    for (const combination of [
      // Another operator named on Alice's request and draft.
      { operatorId: bob.userId, requestId: aliceRequest, draftId: aliceDraft },
      { operatorId: bob.userId, draftId: aliceDraft },
      // Alice's request with the draft of another of her requests.
      { operatorId: alice.userId, requestId: aliceRequest, draftId: aliceOtherDraft },
      // Bob's request through Alice's link.
      { operatorId: alice.userId, requestId: bobRequest, draftId: aliceDraft },
      { operatorId: alice.userId, requestId: bobRequest, draftId: bobDraft },
      { operatorId: alice.userId, draftId: bobDraft },
      // A request without a draft, a draft on no request, and ids that do not exist.
      { operatorId: alice.userId, requestId: aliceBare, draftId: aliceLooseDraft },
      { operatorId: alice.userId, draftId: aliceLooseDraft },
      { operatorId: alice.userId, requestId: 'no-such-request', draftId: aliceDraft },
      { operatorId: 'no-such-operator', requestId: aliceRequest, draftId: aliceDraft },
      { operatorId: alice.userId, draftId: createDraftId(balloons.original, new Date(), randomBytes(16)) },
    ]) {
      for (const action of [{ action: 'approve' }, { action: 'request_changes', changes: 'Cambia tutto' }]) {
        const response = await answer({ ...combination, ...action });
        expect(response.statusCode, JSON.stringify(combination)).toBe(404);
        expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Richiesta non trovata.' });
      }
    }
    expect(await statesOf(all)).toEqual(before);
    expect((await answerMailsTo(alice.email)).length + (await answerMailsTo(bob.email)).length).toBe(mailsBefore);
  });

  it("without a requestId, answers the operator's newest request carrying the draft", async () => {
    const older = await clientRequest(alice, 'Prima richiesta');
    const draftId = await shareDraft(alice, older);
    await new Promise((resolve) => setTimeout(resolve, 15));
    const newer = await clientRequest(alice, 'Seconda richiesta');
    expect((await alice.post('/api/update-request-draft-id', { requestId: newer, draftId })).statusCode).toBe(200);
    const unrelated = await clientRequest(alice, 'Altra');

    const response = await answer({ operatorId: alice.userId, draftId, action: 'request_changes', changes: 'Più colore' });
    expect(response.statusCode).toBe(200);
    expect(await stateOf(newer)).toEqual({ status: 'modifiche_richieste', clientChanges: 'Più colore' });
    expect(await stateOf(older)).toEqual({ status: 'nuova', clientChanges: '' });
    expect(await stateOf(unrelated)).toEqual({ status: 'nuova', clientChanges: '' });
    // The older one is still reachable by its own id.
    expect((await answer({ operatorId: alice.userId, requestId: older, draftId, action: 'approve' })).statusCode).toBe(200);
    expect(await stateOf(older)).toEqual({ status: 'approvata', clientChanges: '' });
    expect(await stateOf(newer)).toEqual({ status: 'modifiche_richieste', clientChanges: 'Più colore' });
  });

  it('mails the operator at most once per request every 10 minutes, merging the answers in between, while the status follows every answer', async () => {
    const operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
    const requestId = await clientRequest(operator, 'Altalena');
    const draftId = await shareDraft(operator, requestId);
    const base = { operatorId: operator.userId, requestId, draftId };

    expect((await answer({ ...base, action: 'approve' })).statusCode).toBe(200);
    expect(await stateOf(requestId)).toEqual({ status: 'approvata', clientChanges: '' });
    // The first mail, due at once, is taken by the dispatcher (a mail still waiting would take the
    // next answer in, which is right too, but is not what this test is about).
    await expect.poll(async () => (await answerMailsTo(operator.email)).some((mail) => mail.attempts > 0 || mail.sentAt !== null), { timeout: 15_000 }).toBe(true);
    expect((await answer({ ...base, action: 'request_changes', changes: 'Più rosa' })).statusCode).toBe(200);
    expect(await stateOf(requestId)).toEqual({ status: 'modifiche_richieste', clientChanges: 'Più rosa' });
    expect((await answer({ ...base, action: 'approve' })).statusCode).toBe(200);
    expect(await stateOf(requestId)).toEqual({ status: 'approvata', clientChanges: 'Più rosa' });
    // The first answer is mailed at once; the next two wait together in one mail, due 10 minutes later.
    const mails = await answerMailsTo(operator.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['Un cliente ha approvato una bozza', 'Un cliente ha approvato una bozza']);
    const [first, waiting] = [...mails].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(first?.body).not.toContain('Più rosa');
    expect(waiting?.sentAt).toBeNull();
    expect(waiting?.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect(waiting?.body).toContain('Più rosa');
    expect(waiting?.body).toContain('ha approvato la bozza.');
  });

  it('refuses cross-site posts', async () => {
    const requestId = await clientRequest(alice, 'Forgiata');
    const draftId = await shareDraft(alice, requestId);
    const forged = await answer({ operatorId: alice.userId, requestId, draftId, action: 'approve' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(forged.statusCode).toBe(403);
    expect(errorOf(forged).code).toBe('CSRF_REJECTED');
    expect(await stateOf(requestId)).toEqual({ status: 'nuova', clientChanges: '' });
  });
});
