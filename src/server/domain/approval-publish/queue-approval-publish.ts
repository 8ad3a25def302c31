import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { approvalPublishes, boothPackLinks, layouts } from '../../db/schema.js';

export interface ApprovalPublishInput {
  operatorId: string;
  layoutId: string | null;
  layoutRevision: number | null;
  requestId: string;
  draftId: string;
}

/**
 * Called in the approval's transaction: when the approved draft's layout is the operator's live
 * layout with 'publish on approval' on and a published pull URL (the booth already pulls from
 * it), records the publish to run once the approval commits. Its id, or undefined when there is
 * nothing to publish. A layout never published is left alone: a first publish chooses the
 * URL's expiry and points a booth at it, which is the operator's to do.
 */
export async function queueApprovalPublish(tx: Database, input: ApprovalPublishInput): Promise<string | undefined> {
  if (input.layoutId === null) return undefined;
  const [target] = await tx
    .select({ layoutId: layouts.id })
    .from(layouts)
    .innerJoin(boothPackLinks, and(eq(boothPackLinks.layoutId, layouts.id), gt(boothPackLinks.currentRevision, 0)))
    .where(and(eq(layouts.id, input.layoutId), eq(layouts.userId, input.operatorId), isNull(layouts.deletedAt), isNotNull(layouts.approvalPublish)));
  if (target === undefined) return undefined;
  const id = `apb_${randomBytes(12).toString('base64url')}`;
  await tx.insert(approvalPublishes).values({
    id,
    layoutId: target.layoutId,
    userId: input.operatorId,
    requestId: input.requestId,
    draftId: input.draftId,
    layoutRevision: input.layoutRevision,
  });
  return id;
}
