import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestStatus, type RequestStatusCounts } from '../../shared/api/dashboard.js';
import { catalogRequestStatusCounts, catalogRequests, users } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TestOperator } from '../test-support/test-operator.js';
import { countCatalogRequests, countNewCatalogRequests, selectStatusCounts } from './count-catalog-requests.js';
import { deleteCatalogRequest } from './delete-catalog-request.js';
import { updateRequestStatus } from './update-request-status.js';

/**
 * The dashboard's counts without a search come from catalog_request_status_counts,
 * which triggers keep (migration 0015). They must always equal a grouped count of the requests.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const statuses = RequestStatus.options;

async function insert(operatorId: string, count: number, status: (index: number) => string): Promise<string[]> {
  const values = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    operatorId,
    status: status(index),
    template: { displayName: 'Balloons', original_path: '/assets/templates/compleanno/cartolina_orizzontale/balloons.png', preview: '/p.jpg' },
    formData: { names: `Cliente ${index}`, eventDate: '', email: '', phone: '', city: '', otherText: '' },
  }));
  await t.database.db.insert(catalogRequests).values(values);
  return values.map((value) => value.id);
}

/** The counts as a grouped count over every request would give them. */
async function countedByScan(operatorId: string): Promise<RequestStatusCounts> {
  const counts: RequestStatusCounts = { nuova: 0, in_lavorazione: 0, pronta_per_revisione: 0, modifiche_richieste: 0, approvata: 0, annullata: 0 };
  for (const row of await selectStatusCounts(t.database.db, operatorId, {})) {
    const status = RequestStatus.safeParse(row.status);
    counts[status.success ? status.data : 'nuova'] += row.total;
  }
  return counts;
}

describe('the kept request counts', () => {
  it('follow inserts, status changes and deletions, and answer the dashboard and the badge', async () => {
    const anna = await TestOperator.signUp(t.app);
    const bruno = await TestOperator.signUp(t.app);
    const ids = await insert(anna.userId, 30, (index) => statuses[index % statuses.length] ?? 'nuova');
    await insert(bruno.userId, 5, () => 'nuova');
    // One stored status the app does not know reads as 'nuova', in the list and in the counts.
    await insert(anna.userId, 1, () => 'archiviata');
    expect(await countCatalogRequests(t.database.db, anna.userId)).toEqual({ nuova: 6, in_lavorazione: 5, pronta_per_revisione: 5, modifiche_richieste: 5, approvata: 5, annullata: 5 });

    for (const [index, id] of ids.slice(0, 12).entries()) await updateRequestStatus(t.database.db, anna.userId, id, statuses[(index + 2) % statuses.length] ?? 'nuova');
    // Setting the status a request already has moves nothing.
    await updateRequestStatus(t.database.db, anna.userId, ids[20] ?? '', statuses[20 % statuses.length] ?? 'nuova');
    for (const id of ids.slice(25)) await deleteCatalogRequest(t.database.db, anna.userId, id);
    // Someone else's request is neither moved nor deleted, nor counted.
    expect(await updateRequestStatus(t.database.db, bruno.userId, ids[0] ?? '', 'annullata')).toBe(false);

    const scanned = await countedByScan(anna.userId);
    expect(await countCatalogRequests(t.database.db, anna.userId)).toEqual(scanned);
    expect(Object.values(scanned).reduce((sum, n) => sum + n, 0)).toBe(26);
    expect(await countNewCatalogRequests(t.database.db, anna.userId)).toBe(
      (await t.database.db.select().from(catalogRequests).where(eq(catalogRequests.operatorId, anna.userId))).filter((row) => row.status === 'nuova').length,
    );
    expect(await countCatalogRequests(t.database.db, bruno.userId)).toMatchObject({ nuova: 5, approvata: 0 });
  });

  it('stay right when many status changes race in opposite directions', async () => {
    const anna = await TestOperator.signUp(t.app);
    const ids = await insert(anna.userId, 40, (index) => (index % 2 === 0 ? 'nuova' : 'approvata'));
    // Half go nuova → approvata while the other half go approvata → nuova, all at once.
    const answers = await Promise.all(ids.map((id, index) => updateRequestStatus(t.database.db, anna.userId, id, index % 2 === 0 ? 'approvata' : 'nuova')));
    expect(answers.every(Boolean)).toBe(true);
    expect(await countCatalogRequests(t.database.db, anna.userId)).toEqual({ ...(await countedByScan(anna.userId)), nuova: 20, approvata: 20 });
  });

  it('go with the operator', async () => {
    const anna = await TestOperator.signUp(t.app);
    await insert(anna.userId, 3, () => 'nuova');
    await t.database.db.delete(users).where(eq(users.id, anna.userId));
    expect(await t.database.db.select().from(catalogRequestStatusCounts).where(eq(catalogRequestStatusCounts.operatorId, anna.userId))).toEqual([]);
  });
});
