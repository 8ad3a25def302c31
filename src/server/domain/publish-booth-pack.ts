import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BoothPackLink } from '../../shared/api/booth-packs.js';
import { newBoothPackBlobKey } from '../booth-packs/booth-pack-blob-key.js';
import { hashBoothPackToken, newBoothPackToken } from '../booth-packs/booth-pack-token.js';
import type { Database } from '../db/client.js';
import { boothPackLinks, boothPackRevisions, layouts } from '../db/schema.js';
import type { BlobStore } from '../storage/blob-store.js';
import { releaseStoredFiles, reserveStoredFiles, type StorageQuota, type StorageQuotaRefusal } from '../uploads/storage-quota.js';
import { decrementDownload } from './decrement-download.js';
import { downloadRefusals } from './get-download-status.js';
import { judgeLayoutDownload } from './judge-layout-download.js';
import { readStoredLayoutDocument } from './read-stored-layout-document.js';
import { recordRequestEvent } from './record-request-event.js';
import { toBoothPackLink } from './to-booth-pack-link.js';

export interface PublishBoothPackInput {
  userId: string;
  layoutId: string;
  /** The zip, built by the server (buildLayoutBoothPack). */
  bytes: Buffer;
  /** A new expiry (null: never); undefined keeps the link's own (a first publish: never). */
  expiresAt: Date | null | undefined;
  publicUrl: string;
  now: Date;
  /** The template of the document the pack was built from (an approved revision's); the stored document's when absent. */
  templatePath?: string;
  /** The request whose timeline shows the publish; the layout's own request when absent. */
  requestId?: string | null;
}

/**
 * Publishes a layout's booth pack as the link's next revision: the first publish makes the link
 * and its token, each later one keeps the URL and adds a revision (the older ones stay at their
 * revision URL). Allowed as the booth export is: the annual plan, the operator's own uploaded
 * template, or a pass for the template the layout's document uses, which spends one of its
 * downloads (only when the revision is recorded). The zip is counted in the operator's quota
 * before it is written (like every stored file) and forgotten again if anything after that fails.
 */
export type PublishBoothPackResult = { kind: 'published'; link: BoothPackLink } | { kind: 'not-found' } | { kind: 'refused'; reason: string } | StorageQuotaRefusal;

/** A pass that was spent meanwhile (two publishes at once): the reservation is given back. */
class PassSpentMeanwhile extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export async function publishBoothPack(db: Database, store: BlobStore, input: PublishBoothPackInput, quota: StorageQuota): Promise<PublishBoothPackResult> {
  const [layout] = await db
    .select({ document: layouts.document, requestId: layouts.requestId })
    .from(layouts)
    .where(and(eq(layouts.id, input.layoutId), eq(layouts.userId, input.userId), isNull(layouts.deletedAt)));
  if (layout === undefined) return { kind: 'not-found' };
  // Judged on the template the stored document draws, not the one the layout was made from: a
  // pass for one template publishes no layout that has moved to another.
  const templatePath = input.templatePath ?? readStoredLayoutDocument(layout.document, input.layoutId).template.path;
  const verdict = await judgeLayoutDownload(db, input.userId, templatePath);
  if (verdict.kind === 'watermarked' || verdict.kind === 'refused') return { kind: 'refused', reason: verdict.kind === 'refused' ? verdict.reason : downloadRefusals.noPass };
  const key = newBoothPackBlobKey(input.userId);
  const byteSize = input.bytes.length;
  const refusal = await reserveStoredFiles(db, input.userId, [{ key, byteSize }], quota);
  if (refusal !== undefined) return refusal;
  try {
    const sha256 = createHash('sha256').update(input.bytes).digest('hex');
    await store.put(key, input.bytes, 'application/zip');
    const spendPassOf = verdict.kind === 'pass' ? verdict.templateId : undefined;
    const requestId = input.requestId === undefined ? layout.requestId : input.requestId;
    return { kind: 'published', link: await recordRevision(db, { ...input, key, sha256, byteSize, requestId, spendPassOf }) };
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    await releaseStoredFiles(db, [key]);
    if (error instanceof PassSpentMeanwhile) return { kind: 'refused', reason: error.reason };
    throw error;
  }
}

interface RevisionInput extends Omit<PublishBoothPackInput, 'requestId'> {
  key: string;
  sha256: string;
  byteSize: number;
  requestId: string | null;
  /** The template whose pass pays for this publish; undefined when nothing is spent. */
  spendPassOf: string | undefined;
}

/**
 * The pass's download is spent in the same transaction that records the revision, once the zip
 * is stored: a publish that fails anywhere (the disk, the database) costs the operator nothing.
 * The link row is made if missing (two first publishes at once: one inserts, the other finds it),
 * then locked, so parallel republishes number their revisions one after the other. A layout made
 * for a client request puts 'published' on that request's timeline.
 */
async function recordRevision(db: Database, input: RevisionInput): Promise<BoothPackLink> {
  return db.transaction(async (tx) => {
    if (input.spendPassOf !== undefined) {
      const spent = await decrementDownload(tx, input.userId, input.spendPassOf);
      if (!spent.isAllowed) throw new PassSpentMeanwhile(spent.reason);
    }
    const token = newBoothPackToken();
    await tx
      .insert(boothPackLinks)
      .values({ layoutId: input.layoutId, userId: input.userId, token, tokenHash: hashBoothPackToken(token), currentRevision: 0, expiresAt: input.expiresAt ?? null })
      .onConflictDoNothing();
    const [link] = await tx.select().from(boothPackLinks).where(eq(boothPackLinks.layoutId, input.layoutId)).for('update');
    if (link === undefined) throw new Error('the booth pack link vanished inside its transaction');
    const revision = link.currentRevision + 1;
    const [created] = await tx
      .insert(boothPackRevisions)
      .values({ layoutId: input.layoutId, revision, blobKey: input.key, sha256: input.sha256, byteSize: input.byteSize, createdAt: input.now })
      .returning();
    const [updated] = await tx
      .update(boothPackLinks)
      .set({ currentRevision: revision, updatedAt: sql`now()`, ...(input.expiresAt === undefined ? {} : { expiresAt: input.expiresAt }) })
      .where(eq(boothPackLinks.layoutId, input.layoutId))
      .returning();
    if (created === undefined || updated === undefined) throw new Error('the booth pack revision was not recorded');
    // The layout of a client request: its card's timeline shows the publish.
    if (input.requestId !== null) await recordRequestEvent(tx, { requestId: input.requestId, kind: 'published', at: input.now });
    return toBoothPackLink(updated, created, input.publicUrl, input.now);
  });
}
