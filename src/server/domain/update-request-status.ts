import { and, eq } from 'drizzle-orm';
import type { RequestStatus } from '../../shared/api/dashboard.js';
import type { Database } from '../db/client.js';
import { catalogRequests } from '../db/schema.js';

/**
 * Sets the status of one of the operator's requests; any status may follow any other (spec
 * part 2 §4). False when the request is missing or someone else's.
 */
export async function updateRequestStatus(db: Database, operatorId: string, requestId: string, status: RequestStatus): Promise<boolean> {
  const rows = await db
    .update(catalogRequests)
    .set({ status })
    .where(and(eq(catalogRequests.id, requestId), eq(catalogRequests.operatorId, operatorId)))
    .returning({ id: catalogRequests.id });
  return rows.length > 0;
}
