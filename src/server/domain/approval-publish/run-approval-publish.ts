import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { ApprovalPublishFailure } from '../../../shared/api/approval-publish.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { defaultPrinterId } from '../../../shared/print/printer-presets.js';
import { assertNever } from '../../../shared/util/assert-never.js';
import { buildLayoutBoothPack } from '../../booth-packs/build-layout-booth-pack.js';
import { approvalPublishes, boothPackLinks, drafts, layouts } from '../../db/schema.js';
import type { ApiContext } from '../../routes/api/api-context.js';
import { downloadRefusals } from '../get-download-status.js';
import { judgeLayoutDownload } from '../judge-layout-download.js';
import { publishBoothPack } from '../publish-booth-pack.js';
import { readStoredLayoutDocument } from '../read-stored-layout-document.js';
import { recordRequestEvent } from '../record-request-event.js';
import { reserveBoothPackUrl } from '../reserve-booth-pack-url.js';
import { readApprovalPublishSettings } from './approval-publish-settings.js';

/** A run still 'running' this long after its claim died with its process: a start-up sweep takes it again. */
export const staleClaimMs = 10 * 60_000;

type RunOutcome = { kind: 'published'; boothRevision: number } | { kind: 'failed'; reason: ApprovalPublishFailure };
export type ApprovalPublishOutcome = RunOutcome | { kind: 'not-claimed' };

type Job = typeof approvalPublishes.$inferSelect;

/** A download refusal (closed set of texts) as the failure code the operator is shown. */
function failureOf(refusal: string): ApprovalPublishFailure {
  if (refusal === downloadRefusals.expired) return 'passExpired';
  if (refusal === downloadRefusals.exhausted) return 'downloadsExhausted';
  return 'noPass';
}

/**
 * Runs one publish an approval asked for: builds the booth pack of the approved revision (the
 * draft's document, not the layout's newer one), through the same entitlement check, build and
 * publish as 'Pubblica per la cabina', as the pull URL's next revision. Claimed by one
 * conditional update, so two runners never publish it twice. A publish puts 'published' on the
 * request's timeline (publishBoothPack does); a failure puts 'publish_failed' there and keeps
 * its reason for the booth dialog. An unexpected error is recorded as 'buildFailed' and thrown.
 */
export async function runApprovalPublish(ctx: ApiContext, jobId: string, options: { isResuming?: boolean; now?: Date } = {}): Promise<ApprovalPublishOutcome> {
  const stale = sql`now() - ${`${staleClaimMs} milliseconds`}::interval`;
  const claimable =
    options.isResuming === true
      ? or(eq(approvalPublishes.status, 'pending'), and(eq(approvalPublishes.status, 'running'), or(isNull(approvalPublishes.claimedAt), lt(approvalPublishes.claimedAt, stale))))
      : eq(approvalPublishes.status, 'pending');
  const [job] = await ctx.db
    .update(approvalPublishes)
    .set({ status: 'running', claimedAt: sql`now()` })
    .where(and(eq(approvalPublishes.id, jobId), claimable))
    .returning();
  if (job === undefined) return { kind: 'not-claimed' };
  try {
    const outcome = await publishApproved(ctx, job, options.now ?? new Date());
    if (outcome.kind === 'failed') await recordFailure(ctx, job, outcome.reason);
    else await ctx.db.update(approvalPublishes).set({ status: 'published', boothRevision: outcome.boothRevision, finishedAt: sql`now()` }).where(eq(approvalPublishes.id, job.id));
    return outcome;
  } catch (error) {
    await recordFailure(ctx, job, 'buildFailed');
    throw error;
  }
}

async function publishApproved(ctx: ApiContext, job: Job, now: Date): Promise<RunOutcome> {
  const [layout] = await ctx.db
    .select({ name: layouts.name, document: layouts.document, revision: layouts.revision, approvalPublish: layouts.approvalPublish })
    .from(layouts)
    .where(and(eq(layouts.id, job.layoutId), eq(layouts.userId, job.userId), isNull(layouts.deletedAt)));
  const [link] = await ctx.db.select({ currentRevision: boothPackLinks.currentRevision }).from(boothPackLinks).where(eq(boothPackLinks.layoutId, job.layoutId));
  // Revoked (or the layout binned) since the approval: no URL the booth pulls from any more.
  if (layout === undefined || link === undefined || link.currentRevision === 0) return { kind: 'failed', reason: 'notPublished' };
  const document = await approvedDocument(ctx, job, layout);
  if (document === undefined) return { kind: 'failed', reason: 'revisionUnavailable' };
  const verdict = await judgeLayoutDownload(ctx.db, job.userId, document.template.path);
  if (verdict.kind === 'watermarked') return { kind: 'failed', reason: 'noPass' };
  if (verdict.kind === 'refused') return { kind: 'failed', reason: failureOf(verdict.reason) };
  const settings = readApprovalPublishSettings(layout.approvalPublish);
  const pullUrl = await reserveBoothPackUrl(ctx.db, { userId: job.userId, layoutId: job.layoutId, publicUrl: ctx.config.publicUrl });
  const request = { printerId: settings?.printerId ?? defaultPrinterId, language: settings?.language ?? 'it' };
  const bytes = Buffer.from(await buildLayoutBoothPack(ctx, job.userId, { document, name: layout.name }, request, { pullUrl }));
  const published = await publishBoothPack(
    ctx.db,
    ctx.blobs,
    { userId: job.userId, layoutId: job.layoutId, bytes, expiresAt: undefined, publicUrl: ctx.config.publicUrl, now, templatePath: document.template.path, requestId: job.requestId },
    ctx.config.uploads,
  );
  switch (published.kind) {
    case 'published':
      return { kind: 'published', boothRevision: published.link.revision };
    case 'refused':
      return { kind: 'failed', reason: failureOf(published.reason) };
    case 'not-found':
      return { kind: 'failed', reason: 'notPublished' };
    // A full store fails the build, as it did when the quota was an exception.
    case 'storage-quota-files':
    case 'storage-quota-bytes':
      return { kind: 'failed', reason: 'buildFailed' };
    default:
      return assertNever(published);
  }
}

/** The approved revision's document: the draft's copy, or the layout's own while it is still that revision. */
async function approvedDocument(ctx: ApiContext, job: Job, layout: { document: unknown; revision: number }): Promise<LayoutDocument | undefined> {
  if (job.draftId !== null) {
    const [draft] = await ctx.db.select({ document: drafts.layoutDocument, revision: drafts.layoutRevision }).from(drafts).where(eq(drafts.id, job.draftId));
    if (draft?.document != null && draft.revision === job.layoutRevision) return readStoredLayoutDocument(draft.document, job.layoutId);
  }
  if (job.layoutRevision !== null && layout.revision === job.layoutRevision) return readStoredLayoutDocument(layout.document, job.layoutId);
  return undefined;
}

/** The failure and its timeline event are written together. */
async function recordFailure(ctx: ApiContext, job: Job, reason: ApprovalPublishFailure): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.update(approvalPublishes).set({ status: 'failed', reason, finishedAt: sql`now()` }).where(eq(approvalPublishes.id, job.id));
    if (job.requestId !== null) await recordRequestEvent(tx, { requestId: job.requestId, kind: 'publish_failed', draftId: job.draftId });
  });
}
