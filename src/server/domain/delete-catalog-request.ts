import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { catalogRequests } from '../db/schema.js';

/** Deletes one of the operator's requests; false when it is missing or someone else's (the caller cannot tell which). */
export async function deleteCatalogRequest(db: Database, operatorId: string, requestId: string): Promise<boolean> {
  const rows = await db
    .delete(catalogRequests)
    .where(and(eq(catalogRequests.id, requestId), eq(catalogRequests.operatorId, operatorId)))
    .returning({ id: catalogRequests.id });
  return rows.length > 0;
}
