import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../db/schema.js';
import { withCatalogProof } from '../test-support/catalog-proof.js';
import { fixtureTemplate } from '../test-support/operator-fixture.js';
import { createTestApp, type TestApp, testPublicUrl } from '../test-support/test-app.js';
import { TestOperator } from '../test-support/test-operator.js';
import { requestDigestPeriodMs, sendRequestDigests } from './send-request-digests.js';

let t: TestApp;
let sender = 0;

beforeAll(async () => {
  t = await createTestApp({ CATALOG_REQUESTS_PER_OPERATOR_HOUR: '100', CATALOG_REQUESTS_PER_NETWORK_HOUR: '100' }, { builtInTemplates: [fixtureTemplate] });
});
afterAll(async () => {
  await t.close();
});

async function sendRequest(operator: TestOperator, names: string): Promise<void> {
  sender += 1;
  const body = await withCatalogProof(t.app, {
    operatorId: operator.userId,
    template: { displayName: 'Balloons Party', original: fixtureTemplate.original, preview: fixtureTemplate.preview },
    formData: { names, eventDate: '14 giugno 2027', city: 'Roma', otherText: '', email: 'cliente@example.test', phone: '' },
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/save-catalog-request',
    remoteAddress: `10.77.0.${sender}`,
    headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin' },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode).toBe(201);
}

async function setDigest(operator: TestOperator, isOn: boolean): Promise<void> {
  const response = await operator.post('/api/update-user-metadata', {
    businessName: 'Foto Rossi',
    logoUrl: '',
    contactEmail: '',
    contactPhone: '+39 333 1112223',
    secondaryEmail: '',
    requestMailDigest: isOn,
  });
  expect(response.statusCode).toBe(200);
}

async function requestMailsTo(operator: TestOperator) {
  const [user] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, operator.userId));
  return t.database.db
    .select({ subject: emailOutbox.subject, body: emailOutbox.body })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, user?.email ?? ''), like(emailOutbox.subject, '%richiest%')));
}

const dayAfter = (from: Date) => new Date(from.getTime() + requestDigestPeriodMs + 60_000);

describe('the daily digest of new requests', () => {
  it('mails each request at once by default', async () => {
    const operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
    await sendRequest(operator, 'Anna e Marco');
    expect((await requestMailsTo(operator)).map((mail) => mail.subject)).toEqual(['Nuova richiesta dal tuo catalogo']);
  });

  it('with the digest on, holds the requests and sends them in one mail once the day has passed, then waits for the next day', async () => {
    const operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
    await setDigest(operator, true);
    const me = (await operator.call('GET', '/api/me')).json() as { profile: { requestMailDigest?: boolean } };
    expect(me.profile.requestMailDigest).toBe(true);
    await sendRequest(operator, 'Anna e Marco');
    await sendRequest(operator, 'Giulia e Paolo');
    await sendRequest(operator, 'Sara e Luca');
    expect(await requestMailsTo(operator)).toEqual([]);

    // Before the day is over, nothing goes out.
    await sendRequestDigests(t.database.db, `${testPublicUrl}/dashboard`, new Date());
    expect(await requestMailsTo(operator)).toEqual([]);

    const next = dayAfter(new Date());
    await sendRequestDigests(t.database.db, `${testPublicUrl}/dashboard`, next);
    const mails = await requestMailsTo(operator);
    expect(mails.map((mail) => mail.subject)).toEqual(['Riepilogo: 3 nuove richieste dal tuo catalogo']);
    for (const names of ['Anna e Marco', 'Giulia e Paolo', 'Sara e Luca']) expect(mails[0]?.body).toContain(`Nomi: ${names}`);
    expect(mails[0]?.body).toContain(`${testPublicUrl}/dashboard`);

    // Run again at once (another process, the next tick): no second copy.
    await sendRequestDigests(t.database.db, `${testPublicUrl}/dashboard`, next);
    expect(await requestMailsTo(operator)).toHaveLength(1);
  });

  it('sends no digest for a day without requests, and none to an operator who turned it off', async () => {
    const quiet = await TestOperator.signUpConfirmed(t.app, t.database.db);
    await setDigest(quiet, true);
    await sendRequestDigests(t.database.db, `${testPublicUrl}/dashboard`, dayAfter(new Date()));
    expect(await requestMailsTo(quiet)).toEqual([]);

    const changed = await TestOperator.signUpConfirmed(t.app, t.database.db);
    await setDigest(changed, true);
    await setDigest(changed, false);
    await sendRequest(changed, 'Anna e Marco');
    expect((await requestMailsTo(changed)).map((mail) => mail.subject)).toEqual(['Nuova richiesta dal tuo catalogo']);
    await sendRequestDigests(t.database.db, `${testPublicUrl}/dashboard`, dayAfter(new Date()));
    expect(await requestMailsTo(changed)).toHaveLength(1);
  });
});
