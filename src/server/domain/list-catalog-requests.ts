import { desc, eq, getTableColumns } from 'drizzle-orm';
import { type CatalogRequestItem, RequestStatus } from '../../shared/api/dashboard.js';
import type { Database } from '../db/client.js';
import { catalogRequests, drafts } from '../db/schema.js';

/** The operator's client requests, newest first; a status we do not know reads as 'nuova' (spec part 2 §4). */
export async function listCatalogRequests(db: Database, operatorId: string): Promise<CatalogRequestItem[]> {
  const rows = await db
    .select({ ...getTableColumns(catalogRequests), draftLayoutRevision: drafts.layoutRevision })
    .from(catalogRequests)
    .leftJoin(drafts, eq(drafts.id, catalogRequests.draftId))
    .where(eq(catalogRequests.operatorId, operatorId))
    .orderBy(desc(catalogRequests.createdAt), desc(catalogRequests.id));
  return rows.map((row) => {
    const status = RequestStatus.safeParse(row.status);
    return {
      id: row.id,
      timestamp: row.createdAt.toISOString(),
      status: status.success ? status.data : 'nuova',
      draftId: row.draftId,
      template: {
        displayName: row.template.displayName ?? '',
        original_path: row.template.original_path ?? '',
        preview: row.template.preview ?? '',
      },
      formData: {
        names: row.formData.names ?? '',
        eventDate: row.formData.eventDate ?? '',
        email: row.formData.email ?? '',
        phone: row.formData.phone ?? '',
        city: row.formData.city ?? '',
        otherText: row.formData.otherText ?? '',
      },
      clientChanges: row.clientChanges,
      layoutId: row.layoutId,
      draftLayoutRevision: row.draftLayoutRevision,
    };
  });
}
