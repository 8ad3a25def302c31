import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraftId } from '../../shared/drafts/create-draft-id.js';
import { catalogRequests, contactMessages, drafts, emailOutbox } from '../db/schema.js';
import { fixtureTemplate } from '../test-support/operator-fixture.js';
import { withCatalogProof } from '../test-support/catalog-proof.js';
import { createTestApp, type TestApp, testPublicUrl } from '../test-support/test-app.js';
import { TestOperator } from '../test-support/test-operator.js';

const xss = ['<script>alert(1)</script>', '"><img src=x onerror=alert(2)>', "javascript:alert('3')", '{{constructor.constructor("alert(4)")()}}'];

let t: TestApp;
let operator: TestOperator;
let addressCounter = 0;
/** Each from a network of its own: the per-network cap has its own test. */
const nextAddress = () => `10.77.${(addressCounter += 1) % 250}.1`;

async function post(url: string, body: unknown, address: string) {
  const sent = url === '/api/save-catalog-request' ? await withCatalogProof(t.app, body) : body;
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: address,
    headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin' },
    payload: JSON.stringify(sent),
  });
}

function catalogRequest(names: string, extra: Record<string, string> = {}) {
  return {
    operatorId: operator.userId,
    template: { displayName: 'Balloons Party', original: fixtureTemplate.original, preview: fixtureTemplate.preview },
    formData: { names, eventDate: '1 giugno', city: 'Roma', otherText: '', email: 'cliente@example.test', phone: '', ...extra },
  };
}

async function countRows(table: typeof catalogRequests | typeof contactMessages): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

beforeAll(async () => {
  // Every limit at its default: the point is what an unconfigured server does.
  t = await createTestApp({}, { builtInTemplates: [fixtureTemplate] });
  operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('public forms under abuse (defaults)', () => {
  it('answers the 11th catalogue request in a minute from one client 429 with Retry-After, and stores nothing past the cap', async () => {
    const address = nextAddress();
    const before = await countRows(catalogRequests);
    for (let i = 1; i <= 10; i += 1) expect((await post('/api/save-catalog-request', catalogRequest(`Coppia ${i}`), address)).statusCode, `request ${i}`).toBe(201);
    const eleventh = await post('/api/save-catalog-request', catalogRequest('Coppia 11'), address);
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(eleventh.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(await countRows(catalogRequests)).toBe(before + 10);
    // Another client is not affected.
    expect((await post('/api/save-catalog-request', catalogRequest('Altro cliente'), nextAddress())).statusCode).toBe(201);
  });

  it('answers the 11th client answer in a minute 429 too, and the contact form past its 5', async () => {
    const draftId = createDraftId(fixtureTemplate.original, new Date(), randomBytes(16));
    await t.database.db.insert(drafts).values({ id: draftId, userId: operator.userId, blobKey: `drafts/${operator.userId}/${draftId}.png`, byteSize: 1, width: 1, height: 1 });
    const address = nextAddress();
    const statuses = [];
    for (let i = 1; i <= 11; i += 1) statuses.push((await post('/api/update-request-from-client', { operatorId: operator.userId, draftId, action: 'approve' }, address)).statusCode);
    // No request carries the draft: 404 each time, and the budget is spent all the same.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);

    const contactAddress = nextAddress();
    const before = await countRows(contactMessages);
    const message = { name: 'Marta', email: 'marta@example.test', subject: 'general', message: 'Ciao' };
    for (let i = 1; i <= 5; i += 1) expect((await post('/api/contact', message, contactAddress)).statusCode).toBe(201);
    const sixth = await post('/api/contact', message, contactAddress);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect(await countRows(contactMessages)).toBe(before + 5);
  });

  it('keeps markup from every client field as plain text in the mails: no HTML part, subject on one line', async () => {
    const payload = xss.join(' ');
    expect((await post('/api/save-catalog-request', catalogRequest(`Anna ${xss[0]}`, { city: xss[1] ?? '', otherText: payload }), nextAddress())).statusCode).toBe(201);
    expect((await post('/api/contact', { name: `Marta ${xss[1]}`, email: 'marta@example.test', subject: 'general', message: payload }, nextAddress())).statusCode).toBe(201);
    // The client's change text, through the draft link, into the operator's mail.
    const requestId = (await post('/api/save-catalog-request', catalogRequest('Coppia XSS'), nextAddress())).json() as { requestId: string };
    const draftId = createDraftId(fixtureTemplate.original, new Date(), randomBytes(16));
    await t.database.db.insert(drafts).values({ id: draftId, userId: operator.userId, blobKey: `drafts/${operator.userId}/${draftId}.png`, byteSize: 1, width: 1, height: 1 });
    expect((await operator.post('/api/update-request-draft-id', { requestId: requestId.requestId, draftId })).statusCode).toBe(200);
    const changes = await post('/api/update-request-from-client', { operatorId: operator.userId, requestId: requestId.requestId, draftId, action: 'request_changes', changes: payload }, nextAddress());
    expect(changes.statusCode).toBe(200);
    const mails = await t.database.db.select().from(emailOutbox);
    const changeMails = mails.filter((mail) => !mail.subject.startsWith('Nuova richiesta') && !mail.subject.startsWith('[Contatti]'));
    expect(changeMails.some((mail) => mail.body.includes(payload))).toBe(true);
    const withMarkup = mails.filter((mail) => mail.body.includes('<script>alert(1)</script>') || mail.body.includes('onerror=alert(2)'));
    expect(withMarkup.length).toBeGreaterThanOrEqual(2);
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      // Nothing a stranger typed reaches a subject, where a mail client shows it before any warning.
      for (const typed of ['Anna', 'Marta', 'Coppia XSS', ...xss]) expect(mail.subject).not.toContain(typed);
      // The outbox has no HTML column: mails are sent with nodemailer's `text` only (smtp-transport.ts).
      expect(Object.keys(mail)).not.toContain('html');
    }
    expect(Object.keys(emailOutbox)).not.toContain('html');
    // Header injection through a one-line field is refused outright.
    const injected = await post('/api/contact', { name: 'Marta\r\nBcc: victim@example.test', email: 'marta@example.test', subject: 'general', message: 'x' }, nextAddress());
    expect(injected.statusCode).toBe(400);
    const injectedRequest = await post('/api/save-catalog-request', catalogRequest('Anna\nBcc: victim@example.test'), nextAddress());
    expect(injectedRequest.statusCode).toBe(400);
  });

  it('escapes a hostile business name in the catalogue page the server renders (title, Open Graph)', async () => {
    const profile = { businessName: `Foto ${xss[1]} ${xss[0]}`, logoUrl: '', contactEmail: 'anna@example.test', contactPhone: '', secondaryEmail: '' };
    expect((await operator.post('/api/update-user-metadata', profile)).statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: `/catalogo/${operator.userId}`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).not.toContain('<img src=x');
    const [request] = await t.database.db.select().from(catalogRequests).where(eq(catalogRequests.operatorId, operator.userId)).limit(1);
    expect(request).toBeDefined();
  });
});
