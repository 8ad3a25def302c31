import { and, desc, eq, isNull } from 'drizzle-orm';
import { type LayoutProposal, ProposalChange } from '../../../shared/api/client-proposals.js';
import type { Database } from '../../db/client.js';
import { layoutProposals, layouts } from '../../db/schema.js';

/** Proposals shown at once: a client replaces their own, so more pending ones mean several drafts. */
const maxListedProposals = 20;

/** The pending client proposals of an operator's layout, newest first; null when the layout is not the operator's (or in the bin). */
export async function listLayoutProposals(db: Database, userId: string, layoutId: string): Promise<LayoutProposal[] | null> {
  const [own] = await db.select({ id: layouts.id }).from(layouts).where(and(eq(layouts.id, layoutId), eq(layouts.userId, userId), isNull(layouts.deletedAt)));
  if (own === undefined) return null;
  const rows = await db
    .select()
    .from(layoutProposals)
    .where(and(eq(layoutProposals.layoutId, layoutId), eq(layoutProposals.userId, userId), eq(layoutProposals.status, 'pending')))
    .orderBy(desc(layoutProposals.createdAt), desc(layoutProposals.id))
    .limit(maxListedProposals);
  return rows.map((row) => ({
    id: row.id,
    draftId: row.draftId,
    baseRevision: row.baseRevision,
    createdAt: row.createdAt.toISOString(),
    changes: ProposalChange.array().parse(row.changes),
  }));
}
