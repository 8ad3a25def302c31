import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { boothPackLinks, boothPackRevisions, layouts } from '../db/schema.js';
import { hashBoothPackToken } from '../booth-packs/booth-pack-token.js';
import { isBoothPackExpired } from './to-booth-pack-link.js';

export type PulledBoothPack =
  | { kind: 'missing' }
  | { kind: 'expired' }
  | { kind: 'found'; revision: number; blobKey: string; sha256: string; byteSize: number };

/** A booth that polls every few seconds writes the pull time once a minute at most. */
const pullRecordIntervalMs = 60_000;

/**
 * What a pull URL serves: the link's newest revision, or the one named. The token is found by its
 * hash; a revoked link, a layout in the bin and a revision that never existed are all missing
 * (404), a link past its expiry is expired (410). A served pull records its time.
 */
export async function findPulledBoothPack(db: Database, input: { token: string; revision: number | null; now: Date }): Promise<PulledBoothPack> {
  const [link] = await db
    .select({ layoutId: boothPackLinks.layoutId, currentRevision: boothPackLinks.currentRevision, expiresAt: boothPackLinks.expiresAt, lastPulledAt: boothPackLinks.lastPulledAt })
    .from(boothPackLinks)
    .innerJoin(layouts, and(eq(layouts.id, boothPackLinks.layoutId), isNull(layouts.deletedAt)))
    .where(eq(boothPackLinks.tokenHash, hashBoothPackToken(input.token)));
  if (link === undefined) return { kind: 'missing' };
  if (isBoothPackExpired(link.expiresAt, input.now)) return { kind: 'expired' };
  const revision = input.revision ?? link.currentRevision;
  if (revision > link.currentRevision) return { kind: 'missing' };
  const [row] = await db
    .select({ blobKey: boothPackRevisions.blobKey, sha256: boothPackRevisions.sha256, byteSize: boothPackRevisions.byteSize })
    .from(boothPackRevisions)
    .where(and(eq(boothPackRevisions.layoutId, link.layoutId), eq(boothPackRevisions.revision, revision)));
  if (row === undefined) return { kind: 'missing' };
  if (link.lastPulledAt === null || input.now.getTime() - link.lastPulledAt.getTime() >= pullRecordIntervalMs) {
    const recordBefore = new Date(input.now.getTime() - pullRecordIntervalMs);
    await db
      .update(boothPackLinks)
      .set({ lastPulledAt: input.now })
      .where(and(eq(boothPackLinks.layoutId, link.layoutId), or(isNull(boothPackLinks.lastPulledAt), lt(boothPackLinks.lastPulledAt, recordBefore))));
  }
  return { kind: 'found', revision, ...row };
}
