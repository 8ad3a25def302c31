import { and, desc, eq, isNull } from 'drizzle-orm';
import { ApprovalPublishFailure, type ApprovalPublishResponse, ApprovalPublishSettings, approvalPublishStatuses } from '../../../shared/api/approval-publish.js';
import type { Database } from '../../db/client.js';
import { approvalPublishes, layouts } from '../../db/schema.js';

/** The stored setting: null (or anything that no longer parses) is off. */
export function readApprovalPublishSettings(stored: unknown): ApprovalPublishSettings | null {
  const parsed = ApprovalPublishSettings.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** The owner's view of a live layout's setting and its latest run; undefined for another's layout, one in the bin or none. */
export async function getApprovalPublish(db: Database, input: { userId: string; layoutId: string }): Promise<ApprovalPublishResponse | undefined> {
  const [layout] = await db
    .select({ approvalPublish: layouts.approvalPublish })
    .from(layouts)
    .where(and(eq(layouts.id, input.layoutId), eq(layouts.userId, input.userId), isNull(layouts.deletedAt)));
  if (layout === undefined) return undefined;
  const [run] = await db
    .select()
    .from(approvalPublishes)
    .where(eq(approvalPublishes.layoutId, input.layoutId))
    .orderBy(desc(approvalPublishes.createdAt), desc(approvalPublishes.id))
    .limit(1);
  const settings = readApprovalPublishSettings(layout.approvalPublish);
  const status = approvalPublishStatuses.find((known) => known === run?.status);
  const reason = ApprovalPublishFailure.safeParse(run?.reason);
  return {
    isEnabled: settings !== null,
    settings,
    lastRun:
      run === undefined || status === undefined
        ? null
        : {
            status,
            reason: reason.success ? reason.data : null,
            layoutRevision: run.layoutRevision,
            boothRevision: run.boothRevision,
            createdAt: run.createdAt.toISOString(),
            finishedAt: run.finishedAt?.toISOString() ?? null,
          },
  };
}

/** Turns the setting on (with the pack's printer and language) or off (null); false when the layout is not the operator's live layout. */
export async function setApprovalPublish(db: Database, input: { userId: string; layoutId: string; settings: ApprovalPublishSettings | null }): Promise<boolean> {
  const updated = await db
    .update(layouts)
    .set({ approvalPublish: input.settings })
    .where(and(eq(layouts.id, input.layoutId), eq(layouts.userId, input.userId), isNull(layouts.deletedAt)))
    .returning({ id: layouts.id });
  return updated.length > 0;
}
