import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogRequestFilters, buildRequestFiltersQuery } from '../../../../shared/api/catalog-requests-query.js';
import { CatalogRequestsResponse, NewRequestsCountResponse, type RequestStatus } from '../../../../shared/api/dashboard.js';
import { catalogRequests } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';

let t: TestApp;
let alice: TestOperator;
let bob: TestOperator;

const base = Date.parse('2026-03-01T10:00:00Z');

interface Row {
  names: string;
  city?: string;
  email?: string;
  phone?: string;
  eventDate?: string;
  status?: RequestStatus;
  /** Seconds after `base`. */
  at: number;
  otherText?: string;
}

async function insert(operator: TestOperator, rows: Row[]): Promise<string[]> {
  const values = rows.map((row) => ({
    id: randomUUID(),
    operatorId: operator.userId,
    createdAt: new Date(base + row.at * 1000),
    status: row.status ?? 'nuova',
    template: { displayName: 'Balloons', original_path: '/assets/templates/compleanno/cartolina_orizzontale/balloons.png', preview: '/p.jpg' },
    formData: { names: row.names, eventDate: row.eventDate ?? '', email: row.email ?? '', phone: row.phone ?? '', city: row.city ?? '', otherText: row.otherText ?? '' },
  }));
  await t.database.db.insert(catalogRequests).values(values);
  return values.map((value) => value.id);
}

async function get(operator: TestOperator, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie: operator.browser.jar.header() } });
}

async function page(operator: TestOperator, filters: CatalogRequestFilters = {}, extra: Record<string, string> = {}) {
  const response = await get(operator, `/api/catalog-requests${buildRequestFiltersQuery(filters, extra)}`);
  expect(response.statusCode, response.body).toBe(200);
  return CatalogRequestsResponse.parse(response.json());
}

/** Every request under the filters, page after page. */
async function walk(operator: TestOperator, filters: CatalogRequestFilters, limit: number): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | null | undefined;
  do {
    const next = await page(operator, filters, { limit: String(limit), ...(cursor ? { cursor } : {}) });
    names.push(...next.requests.map((request) => request.formData.names));
    cursor = next.nextCursor;
  } while (cursor);
  return names;
}

beforeAll(async () => {
  t = await createTestApp({ TEST_HOOKS: 'true' });
  [alice, bob] = await Promise.all([TestOperator.signUp(t.app), TestOperator.signUp(t.app)]);
  await insert(alice, [
    { names: 'Anna e Luca', city: 'Firenze', email: 'anna@example.test', phone: '+39 333 1234567', eventDate: '12 giugno 2027', at: 1, status: 'approvata' },
    { names: 'Nicolò Bianchi', city: 'Forlì', email: 'NICO@Example.test', eventDate: '3 maggio 2027', at: 2, status: 'in_lavorazione' },
    { names: 'José Müller', city: 'Roma', email: 'jose@example.test', at: 3 },
    { names: 'Zoe', city: 'Milano', at: 4, status: 'approvata', otherText: 'Firenze non è nella ricerca' },
    { names: '100%_sposi', city: 'Bari', at: 5 },
  ]);
  await insert(bob, [{ names: 'Anna di Bob', city: 'Firenze', email: 'anna@example.test', at: 6, status: 'approvata' }]);
});
afterAll(async () => {
  await t.close();
});

describe('the request list: search, filters and counts', () => {
  it('counts per status on the first page only, zeros included', async () => {
    const first = await page(alice);
    expect(first.counts).toEqual({ nuova: 2, in_lavorazione: 1, pronta_per_revisione: 0, modifiche_richieste: 0, approvata: 2, annullata: 0 });
    expect(first.requests.map((r) => r.formData.names)).toEqual(['100%_sposi', 'Zoe', 'José Müller', 'Nicolò Bianchi', 'Anna e Luca']);
    expect(first.nextCursor).toBeNull();
    const second = await page(alice, {}, { limit: '2' });
    expect((await page(alice, {}, { limit: '2', cursor: second.nextCursor ?? '' })).counts).toBeNull();
  });

  it('finds names, email, phone, city and event date with accents and case ignored', async () => {
    const names = async (q: string) => (await page(alice, { q })).requests.map((r) => r.formData.names);
    expect(await names('nicolo')).toEqual(['Nicolò Bianchi']);
    expect(await names('NICOLÒ')).toEqual(['Nicolò Bianchi']);
    expect(await names('jose muller')).toEqual(['José Müller']);
    expect(await names('MÜLLER josé')).toEqual(['José Müller']);
    expect(await names('forli')).toEqual(['Nicolò Bianchi']);
    expect(await names('nico@example')).toEqual(['Nicolò Bianchi']);
    expect(await names('3331234567')).toEqual(['Anna e Luca']);
    expect(await names('333 1234567')).toEqual(['Anna e Luca']);
    expect(await names('giugno 2027')).toEqual(['Anna e Luca']);
    // The notes are not searched; LIKE's own characters are literal.
    expect(await names('firenze')).toEqual(['Anna e Luca']);
    expect(await names('100%_')).toEqual(['100%_sposi']);
    expect(await names('0%s')).toEqual([]);
    expect(await names('nessuno')).toEqual([]);
  });

  it('filters by status and date range, and the counts follow the search and dates but not the status', async () => {
    const approved = await page(alice, { status: 'approvata' });
    expect(approved.requests.map((r) => r.formData.names)).toEqual(['Zoe', 'Anna e Luca']);
    expect(approved.counts?.approvata).toBe(2);
    expect(approved.counts?.nuova).toBe(2);
    const searched = await page(alice, { q: 'anna' });
    expect(searched.counts).toEqual({ nuova: 0, in_lavorazione: 0, pronta_per_revisione: 0, modifiche_richieste: 0, approvata: 1, annullata: 0 });
    const from = new Date(base + 2000).toISOString();
    const to = new Date(base + 4000).toISOString();
    const ranged = await page(alice, { from, to });
    expect(ranged.requests.map((r) => r.formData.names)).toEqual(['José Müller', 'Nicolò Bianchi']);
    expect(ranged.counts).toMatchObject({ nuova: 1, in_lavorazione: 1, approvata: 0 });
  });

  it("never shows another operator's requests in the list, the counts, the new count or the CSV", async () => {
    const bobs = await page(bob, { q: 'anna' });
    expect(bobs.requests.map((r) => r.formData.names)).toEqual(['Anna di Bob']);
    expect(bobs.counts).toMatchObject({ approvata: 1, nuova: 0 });
    const alices = await page(alice, { q: 'bob' });
    expect(alices.requests).toEqual([]);
    expect(Object.values(alices.counts ?? {}).reduce((a, b) => a + b, 0)).toBe(0);
    const count = await get(bob, '/api/catalog-requests/new-count');
    expect(NewRequestsCountResponse.parse(count.json()).count).toBe(0);
    expect(NewRequestsCountResponse.parse((await get(alice, '/api/catalog-requests/new-count')).json()).count).toBe(2);
    const csv = await get(bob, '/api/catalog-requests/export.csv');
    expect(csv.body).toContain('Anna di Bob');
    expect(csv.body).not.toContain('Anna e Luca');
  });

  it('refuses a bad cursor, limit or filter with 400, and a visitor with 401', async () => {
    for (const query of ['?cursor=nonsense', '?limit=0', '?limit=51', '?status=finita', '?from=ieri', `?q=${'x'.repeat(101)}`]) {
      const response = await get(alice, `/api/catalog-requests${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    expect((await get(alice, '/api/catalog-requests/export.csv?status=finita')).statusCode).toBe(400);
    for (const url of ['/api/catalog-requests', '/api/catalog-requests/new-count', '/api/catalog-requests/export.csv']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('cursor paging', () => {
  let carla: TestOperator;
  beforeAll(async () => {
    carla = await TestOperator.signUp(t.app);
    // 25 requests; three pairs share their second (ties are broken by id).
    await insert(
      carla,
      Array.from({ length: 25 }, (_, i) => ({ names: `C${String(i + 1).padStart(2, '0')}`, at: i < 6 ? Math.floor(i / 2) : i, status: i % 5 === 0 ? ('approvata' as const) : ('nuova' as const) })),
    );
  });

  it('walks every request once, newest first, at every page size, including ties and exact multiples', async () => {
    const all = await walk(carla, {}, 50);
    expect(all).toHaveLength(25);
    expect(new Set(all).size).toBe(25);
    for (const size of [1, 2, 5, 7, 24, 25]) expect(await walk(carla, {}, size), `limit ${size}`).toEqual(all);
    const exact = await page(carla, {}, { limit: '25' });
    expect(exact.nextCursor).toBeNull();
    const approved = await walk(carla, { status: 'approvata' }, 2);
    expect(approved).toEqual(['C21', 'C16', 'C11', 'C06', 'C01']);
  });

  it('shows nothing twice and skips nothing while new requests arrive between pages', async () => {
    const first = await page(carla, {}, { limit: '10' });
    await insert(carla, [{ names: 'Arrivata dopo', at: 1000 }]);
    const seen = first.requests.map((r) => r.formData.names);
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await page(carla, {}, { limit: '10', cursor });
      seen.push(...next.requests.map((r) => r.formData.names));
      cursor = next.nextCursor;
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    expect(seen).not.toContain('Arrivata dopo');
    expect((await page(carla, {}, { limit: '1' })).requests[0]?.formData.names).toBe('Arrivata dopo');
  });
});

describe('the CSV export', () => {
  it('is UTF-8 with a BOM, holds what the list shows under the same filters, and neutralises formulas', async () => {
    const dora = await TestOperator.signUp(t.app);
    await insert(dora, [
      { names: '=HYPERLINK("http://evil.test","clic")', city: 'Città di Castello', phone: '+39 333 1234567', email: '@evil', at: 1, otherText: 'riga uno\nriga due; con "virgolette"' },
      { names: '-1+2', city: '\tTab', at: 2, status: 'approvata' },
      { names: 'Élodie', city: 'Forlì', at: 3, status: 'annullata' },
    ]);
    const response = await get(dora, '/api/catalog-requests/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="richieste-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = response.rawPayload.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Ricevuta il;Stato;Nomi;Data evento;Email;Telefono;Città;Note;Template;Modifiche richieste dal cliente');
    expect(lines[1]).toMatch(/^2026-03-01 11:00;Annullata;Élodie;;;;Forlì;;Balloons;$/);
    expect(lines[2]).toContain(";Approvata;'-1+2;");
    expect(lines[2]).toContain(";'\tTab;");
    expect(text).toContain(`;"'=HYPERLINK(""http://evil.test"",""clic"")";`);
    expect(text).toContain(";'@evil;'+39 333 1234567;Città di Castello;\"riga uno\nriga due; con \"\"virgolette\"\"\";");
    expect(lines.at(-1)).toBe('');

    const filtered = await get(dora, `/api/catalog-requests/export.csv${buildRequestFiltersQuery({ q: 'elodie' })}`);
    expect(filtered.body.split('\r\n').filter((line) => line !== '')).toHaveLength(2);
    const approved = await get(dora, '/api/catalog-requests/export.csv?status=approvata');
    expect(approved.body).toContain("'-1+2");
    expect(approved.body).not.toContain('Élodie');
  });

  it('holds every request across its internal batches', async () => {
    const emma = await TestOperator.signUp(t.app);
    const response = await emma.post('/api/test-hooks/catalog-requests', { count: 1203, namePrefix: 'Ospite' });
    expect(response.statusCode).toBe(201);
    const csv = await get(emma, '/api/catalog-requests/export.csv');
    const lines = csv.body.split('\r\n').filter((line) => line !== '');
    expect(lines).toHaveLength(1204);
    expect(lines[1]).toContain(';Ospite 1203;');
    expect(lines.at(-1)).toContain(';Ospite 1;');
  });
});
