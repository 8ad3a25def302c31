import { and, eq, isNull } from 'drizzle-orm';
import type { BoothPackLink } from '../../shared/api/booth-packs.js';
import type { Database } from '../db/client.js';
import { boothPackLinks, boothPackRevisions, layouts } from '../db/schema.js';
import { toBoothPackLink } from './to-booth-pack-link.js';

/**
 * The owner's view of a live layout's link: undefined when the layout is not the operator's live
 * layout (404), null when it is not published.
 */
export async function getBoothPackLink(db: Database, input: { userId: string; layoutId: string; publicUrl: string; now: Date }): Promise<BoothPackLink | null | undefined> {
  const [layout] = await db
    .select({ id: layouts.id })
    .from(layouts)
    .where(and(eq(layouts.id, input.layoutId), eq(layouts.userId, input.userId), isNull(layouts.deletedAt)));
  if (layout === undefined) return undefined;
  const [row] = await db
    .select({ link: boothPackLinks, newest: { byteSize: boothPackRevisions.byteSize, createdAt: boothPackRevisions.createdAt } })
    .from(boothPackLinks)
    .innerJoin(boothPackRevisions, and(eq(boothPackRevisions.layoutId, boothPackLinks.layoutId), eq(boothPackRevisions.revision, boothPackLinks.currentRevision)))
    .where(eq(boothPackLinks.layoutId, input.layoutId));
  if (row === undefined) return null;
  return toBoothPackLink(row.link, row.newest, input.publicUrl, input.now);
}
