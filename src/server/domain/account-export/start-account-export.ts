import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AccountExport } from '../../../shared/api/account.js';
import type { Database } from '../../db/client.js';
import { accountExports, users } from '../../db/schema.js';

type ExportRow = typeof accountExports.$inferSelect;

export function toAccountExport(row: ExportRow, now = new Date()): AccountExport {
  const isExpired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  const status = isExpired ? 'expired' : row.status;
  return {
    id: row.id,
    status: status === 'pending' || status === 'running' || status === 'ready' || status === 'failed' ? status : 'expired',
    doneItems: row.doneItems,
    totalItems: row.totalItems,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    byteSize: row.byteSize,
    downloadUrl: status === 'ready' ? `/api/account/exports/${row.id}/download` : null,
  };
}

export async function findLatestAccountExport(db: Database, userId: string): Promise<ExportRow | undefined> {
  const [row] = await db.select().from(accountExports).where(eq(accountExports.userId, userId)).orderBy(desc(accountExports.createdAt)).limit(1);
  return row;
}

/**
 * Records a new export, unless one is still being built: asking twice gives the same one. Under
 * a lock on the user row, so two clicks at once make one export.
 */
export async function startAccountExport(db: Database, userId: string): Promise<{ row: ExportRow; isNew: boolean }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [building] = await tx
      .select()
      .from(accountExports)
      .where(and(eq(accountExports.userId, userId), inArray(accountExports.status, ['pending', 'running'])))
      .limit(1);
    if (building !== undefined) return { row: building, isNew: false };
    const [row] = await tx.insert(accountExports).values({ id: `exp_${randomBytes(12).toString('base64url')}`, userId }).returning();
    if (row === undefined) throw new Error('export insert returned no row');
    return { row, isNew: true };
  });
}
