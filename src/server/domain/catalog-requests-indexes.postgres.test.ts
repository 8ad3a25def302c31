import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePageCursor } from '../../shared/api/page-cursor.js';
import type { DatabaseHandle } from '../db/client.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { selectStatusCounts } from './count-catalog-requests.js';
import { listCatalogRequests, selectCatalogRequestsPage } from './list-catalog-requests.js';
import { selectRequestCustomTemplates } from './find-request-custom-templates.js';
import { selectCustomTemplatesCount, selectCustomTemplatesPage } from './list-custom-templates.js';
import { selectUnlockedCount, selectUnlockedPage } from './list-unlocked-templates.js';

/**
 * Every list query of the dashboard reads catalog_requests through an index, never by a
 * sequential scan: checked with EXPLAIN on PostgreSQL against a table of 40 operators with
 * 2,000 requests each, analysed as a real one would be.
 */
let database: DatabaseHandle;
const operatorCount = 40;
const perOperator = 2_000;
const operatorId = 'op-7';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function listScans(node: PlanNode): string[] {
  const own = node['Relation Name'] === undefined ? [] : [`${node['Node Type']} on ${node['Relation Name']}`];
  return [...own, ...(node.Plans ?? []).flatMap(listScans)];
}

function listNodeTypes(node: PlanNode): string[] {
  return [node['Node Type'], ...(node.Plans ?? []).flatMap(listNodeTypes)];
}

async function explainPlan(query: { getSQL(): SQL }): Promise<PlanNode> {
  const result = await database.db.execute(sql`explain (format json) ${query.getSQL()}`);
  const [row] = (result as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] }).rows;
  if (row === undefined) throw new Error('no plan');
  return row['QUERY PLAN'][0].Plan;
}

async function explain(query: { getSQL(): SQL }): Promise<string[]> {
  const result = await database.db.execute(sql`explain (format json) ${query.getSQL()}`);
  const [row] = (result as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] }).rows;
  if (row === undefined) throw new Error('no plan');
  return listScans(row['QUERY PLAN'][0].Plan);
}

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await db.execute(sql`insert into users (id, oidc_issuer, oidc_subject, email) select 'op-' || n, 'test', 'op-' || n, 'op' || n || '@example.test' from generate_series(1, ${operatorCount}) as n`);
  await db.execute(sql`
    insert into catalog_requests (id, operator_id, created_at, status, template, form_data)
    select 'r-' || n, 'op-' || (n % ${operatorCount} + 1), timestamptz '2026-01-01' + n * interval '1 minute',
      (array['nuova','in_lavorazione','pronta_per_revisione','modifiche_richieste','approvata','annullata'])[n % 6 + 1],
      '{"displayName":"T","original_path":"/t.png","preview":"/t.jpg"}'::jsonb,
      jsonb_build_object('names', 'Cliente ' || n, 'eventDate', '12 giugno 2027', 'email', 'c' || n || '@example.test', 'phone', '+39 333 ' || n, 'city', 'Città ' || (n % 50), 'otherText', '')
    from generate_series(1, ${operatorCount * perOperator}) as n`);
  await db.execute(sql`
    insert into unlocked_templates (user_id, template_id, original_path, preview_path, downloads_remaining, unlock_expiry_date)
    select 'op-' || (n % ${operatorCount} + 1), 't-' || n, '/t' || n || '.png', '/t' || n || '.jpg', n % 4, timestamptz '2026-01-01' + n * interval '1 hour'
    from generate_series(1, ${operatorCount * 500}) as n`);
  await db.execute(sql`
    insert into custom_templates (id, user_id, theme, format, original_key, preview_key, original_width, original_height, saved, name, created_at)
    select 'custom_t' || lpad(n::text, 10, '0'), 'op-' || (n % ${operatorCount} + 1), (array['matrimonio','laurea','compleanno'])[n % 3 + 1], 'cartolina-verticale',
      'custom-templates/op-' || (n % ${operatorCount} + 1) || '/custom_t' || lpad(n::text, 10, '0') || '-original.png',
      'custom-templates/op-' || (n % ${operatorCount} + 1) || '/custom_t' || lpad(n::text, 10, '0') || '-preview.jpg',
      1200, 1800, n % 20 <> 0, 'Mio ' || n, timestamptz '2026-01-01' + n * interval '1 minute'
    from generate_series(1, ${operatorCount * 500}) as n`);
  await db.execute(sql`analyze custom_templates`);
  await db.execute(sql`analyze catalog_requests`);
  await db.execute(sql`analyze unlocked_templates`);
}, 120_000);
afterAll(async () => {
  await database.close();
});

describe('the dashboard queries on a large catalog_requests', () => {
  it('page through an index: first page, next page, a status, a search, a date range', async () => {
    const { db } = database;
    const first = await listCatalogRequests(db, operatorId, { limit: 20 });
    const cursor = decodePageCursor(first.nextCursor ?? '') ?? undefined;
    expect(cursor).toBeDefined();
    const cases = {
      first: selectCatalogRequestsPage(db, operatorId, {}, 20),
      next: selectCatalogRequestsPage(db, operatorId, { cursor }, 20),
      status: selectCatalogRequestsPage(db, operatorId, { status: 'approvata', cursor }, 20),
      search: selectCatalogRequestsPage(db, operatorId, { q: 'cliente citta' }, 20),
      dates: selectCatalogRequestsPage(db, operatorId, { from: '2026-01-10T00:00:00Z', to: '2026-01-20T00:00:00Z' }, 20),
      everything: selectCatalogRequestsPage(db, operatorId, { status: 'nuova', q: 'cliente', from: '2026-01-10T00:00:00Z', to: '2026-02-20T00:00:00Z', cursor }, 20),
    };
    for (const [name, query] of Object.entries(cases)) {
      const scans = await explain(query);
      expect(scans.length, name).toBeGreaterThan(0);
      expect(scans.filter((scan) => scan.startsWith('Seq Scan')), `${name}: ${scans.join(', ')}`).toEqual([]);
    }
  });

  it('count through an index under a search or dates (without them the kept counts answer)', async () => {
    const { db } = database;
    for (const [name, query] of Object.entries({
      searchedCounts: selectStatusCounts(db, operatorId, { q: 'cliente 12' }),
      datedCounts: selectStatusCounts(db, operatorId, { from: '2026-01-10T00:00:00Z', to: '2026-01-20T00:00:00Z' }),
    })) {
      const scans = await explain(query);
      expect(scans.length, name).toBeGreaterThan(0);
      expect(scans.filter((scan) => scan.startsWith('Seq Scan')), `${name}: ${scans.join(', ')}`).toEqual([]);
    }
  });

  it('page and count the passes through an index, active and expired', async () => {
    const { db } = database;
    const now = new Date('2026-01-20T00:00:00Z');
    const cursor = { at: '2026-01-25T00:00:00.000000Z', id: 't-100' };
    for (const [name, query] of Object.entries({
      active: selectUnlockedPage(db, operatorId, 'active', undefined, 20, now),
      activeNext: selectUnlockedPage(db, operatorId, 'active', cursor, 20, now),
      expired: selectUnlockedPage(db, operatorId, 'expired', undefined, 20, now),
      expiredNext: selectUnlockedPage(db, operatorId, 'expired', cursor, 20, now),
      activeCount: selectUnlockedCount(db, operatorId, 'active', now),
      expiredCount: selectUnlockedCount(db, operatorId, 'expired', now),
    })) {
      const scans = await explain(query);
      expect(scans.length, name).toBeGreaterThan(0);
      expect(scans.filter((scan) => scan.startsWith('Seq Scan')), `${name}: ${scans.join(', ')}`).toEqual([]);
    }
  });

  it('page and count the uploaded templates through an index, with and without a theme and format', async () => {
    const { db } = database;
    const cursor = { at: '2026-01-05T00:00:00.000000Z', id: 'custom_t0000005000' };
    const chosen = { theme: 'laurea', format: 'cartolina-verticale' };
    for (const [name, query] of Object.entries({
      first: selectCustomTemplatesPage(db, operatorId, {}, undefined, 20),
      next: selectCustomTemplatesPage(db, operatorId, {}, cursor, 20),
      chosen: selectCustomTemplatesPage(db, operatorId, chosen, undefined, 50),
      chosenNext: selectCustomTemplatesPage(db, operatorId, chosen, cursor, 50),
      count: selectCustomTemplatesCount(db, operatorId, {}),
      chosenCount: selectCustomTemplatesCount(db, operatorId, chosen),
      requestCards: selectRequestCustomTemplates(db, operatorId, ['custom_t0000000006', 'custom_t0000000046', 'custom_t0000000086']),
    })) {
      const scans = await explain(query);
      expect(scans.length, name).toBeGreaterThan(0);
      expect(scans.filter((scan) => scan.startsWith('Seq Scan')), `${name}: ${scans.join(', ')}`).toEqual([]);
    }
    // A page is read in the index's order and stops after it: no sort of all the operator's uploads.
    for (const [name, query] of Object.entries({ first: selectCustomTemplatesPage(db, operatorId, {}, undefined, 20), next: selectCustomTemplatesPage(db, operatorId, {}, cursor, 20) })) {
      const plan = await explainPlan(query);
      expect(listNodeTypes(plan), name).not.toContain('Sort');
      expect(listScans(plan), name).toEqual(['Index Scan on custom_templates']);
    }
  });
});
