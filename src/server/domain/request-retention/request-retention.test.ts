import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogRequests } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestOperator } from '../../test-support/test-operator.js';
import { eraseExpiredRequestData } from './erase-request-personal-data.js';
import { addMonths, parseEventDate } from './parse-event-date.js';

describe('parseEventDate', () => {
  it('reads the dates clients type, and gives up on the others', () => {
    expect(parseEventDate('14 giugno 2026')?.toISOString()).toBe('2026-06-14T00:00:00.000Z');
    expect(parseEventDate('Sabato 1 Marzo 2025')?.toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(parseEventDate('20/07/2026')?.toISOString()).toBe('2026-07-20T00:00:00.000Z');
    expect(parseEventDate('2026-03-01')?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    for (const text of ['', 'sabato', '14 giugno', '31/02/2026', '12 smarch 2026']) expect(parseEventDate(text), text).toBeNull();
    expect(addMonths(new Date('2024-08-31T00:00:00Z'), 6).toISOString()).toBe('2025-02-28T00:00:00.000Z');
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ACCOUNT_POST_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
});

const now = new Date('2026-11-27T10:00:00Z');
const template = { displayName: 'Balloons Party', original_path: '/assets/templates/compleanno/cartolina_orizzontale/balloons-party.png', preview: '/p.jpg' };

async function insertRequest(operatorId: string, createdAt: string, eventDate: string): Promise<string> {
  const id = `req_${randomBytes(9).toString('base64url')}`;
  await t.database.db.insert(catalogRequests).values({
    id,
    operatorId,
    createdAt: new Date(createdAt),
    status: 'approvata',
    template,
    formData: { names: 'Anna e Luca Rossi', eventDate, email: 'rossi@example.test', phone: '+39 333 1234567', city: 'Roma', otherText: 'Colori chiari' },
    clientChanges: 'Più grande',
  });
  return id;
}

describe('retention of clients’ data in catalogue requests', () => {
  it('erases the personal fields of exactly the requests past their period, keeps the statistics, and a second run changes nothing', async () => {
    const [anna, bruno] = [await TestOperator.signUp(t.app), await TestOperator.signUp(t.app)];
    const profile = { businessName: 'Foto Bruno', logoUrl: '', contactEmail: 'bruno@example.test', contactPhone: '', secondaryEmail: '', requestRetentionMonths: 6 };
    expect((await bruno.post('/api/update-user-metadata', profile)).statusCode).toBe(200);
    expect((await bruno.call('GET', '/api/me')).json()).toMatchObject({ profile: { requestRetentionMonths: 6 } });
    expect((await anna.call('GET', '/api/me')).json()).toMatchObject({ profile: { requestRetentionMonths: 24 } });

    const past = [
      await insertRequest(anna.userId, '2024-01-10T09:00:00Z', '14 giugno 2024'), // 2026-06-14
      await insertRequest(anna.userId, '2024-10-01T09:00:00Z', 'sabato'), // unreadable: from the request, 2026-10-01
      await insertRequest(bruno.userId, '2026-01-01T09:00:00Z', '2026-03-01'), // six months: 2026-09-01
    ];
    const kept = [
      await insertRequest(anna.userId, '2024-01-10T09:00:00Z', '14 giugno 2025'), // 2027-06-14
      await insertRequest(anna.userId, '2025-01-01T09:00:00Z', ''), // 2027-01-01
      await insertRequest(bruno.userId, '2026-01-01T09:00:00Z', '20/07/2026'), // 2027-01-20
      await insertRequest(anna.userId, '2024-11-28T09:00:00Z', '2024-01-01'), // an event before the request: from the request, 2026-11-28
    ];

    expect(await eraseExpiredRequestData(t.database.db, 24, now)).toBe(past.length);
    const rows = await t.database.db.select().from(catalogRequests).where(inArray(catalogRequests.id, [...past, ...kept]));
    for (const row of rows) {
      const isPast = past.includes(row.id);
      expect(row.status, row.id).toBe('approvata');
      expect(row.template, row.id).toEqual(template);
      expect(row.formData.names === '', row.id).toBe(isPast);
      expect(row.personalDataErasedAt !== null, row.id).toBe(isPast);
      if (isPast) {
        expect(row.formData).toMatchObject({ names: '', email: '', phone: '', city: '', otherText: '' });
        expect(row.clientChanges).toBe('');
        expect(row.searchText ?? '').not.toContain('rossi');
      } else {
        expect(row.formData.email).toBe('rossi@example.test');
      }
    }

    const before = await t.database.db.select().from(catalogRequests).where(inArray(catalogRequests.id, [...past, ...kept]));
    expect(await eraseExpiredRequestData(t.database.db, 24, now)).toBe(0);
    const after = await t.database.db.select().from(catalogRequests).where(inArray(catalogRequests.id, [...past, ...kept]));
    expect(after.sort((a, b) => a.id.localeCompare(b.id))).toEqual(before.sort((a, b) => a.id.localeCompare(b.id)));
  });

  it('lets the operator erase one request at once, and no one else', async () => {
    const [anna, bruno] = [await TestOperator.signUp(t.app), await TestOperator.signUp(t.app)];
    const requestId = await insertRequest(anna.userId, '2026-11-01T09:00:00Z', '14 giugno 2027');
    expect((await bruno.post('/api/erase-request-personal-data', { requestId })).statusCode).toBe(404);
    const [untouched] = await t.database.db.select().from(catalogRequests).where(eq(catalogRequests.id, requestId));
    expect(untouched?.formData.names).toBe('Anna e Luca Rossi');
    expect((await anna.post('/api/erase-request-personal-data', { requestId })).statusCode).toBe(200);
    const listed = (await anna.call('GET', '/api/catalog-requests')).json() as { requests: { id: string; formData: { names: string; eventDate: string }; personalDataErasedAt: string | null; status: string }[] };
    const item = listed.requests.find((request) => request.id === requestId);
    expect(item).toMatchObject({ formData: { names: '', eventDate: '14 giugno 2027' }, status: 'approvata' });
    expect(item?.personalDataErasedAt).not.toBeNull();
  });
});
