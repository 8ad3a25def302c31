import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { catalogRequests } from '../db/schema.js';

/**
 * The operator's requests still 'nuova' from the sender network of one of their requests, and
 * that request itself: what a flood left behind. A request stored before networks were kept
 * ('') stands alone. Undefined when the request is missing or someone else's.
 */
export async function deleteSenderRequests(db: Database, operatorId: string, requestId: string, dryRun: boolean): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [named] = await tx
      .select({ senderNetwork: catalogRequests.senderNetwork })
      .from(catalogRequests)
      .where(and(eq(catalogRequests.id, requestId), eq(catalogRequests.operatorId, operatorId)));
    if (named === undefined) return undefined;
    const sameSender =
      named.senderNetwork === ''
        ? and(eq(catalogRequests.operatorId, operatorId), eq(catalogRequests.id, requestId))
        : and(
            eq(catalogRequests.operatorId, operatorId),
            or(eq(catalogRequests.id, requestId), and(eq(catalogRequests.senderNetwork, named.senderNetwork), eq(catalogRequests.status, 'nuova'))),
          );
    if (dryRun) return (await tx.select({ id: catalogRequests.id }).from(catalogRequests).where(sameSender)).length;
    return (await tx.delete(catalogRequests).where(sameSender).returning({ id: catalogRequests.id })).length;
  });
}
