import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { layouts } from '../db/schema.js';

/** The blob key of the owner's layout thumbnail (the bin's layouts too); null when there is none or the layout is not theirs. */
export async function findLayoutThumbnailKey(db: Database, userId: string, layoutId: string): Promise<string | null> {
  const [row] = await db
    .select({ thumbnailKey: layouts.thumbnailKey })
    .from(layouts)
    .where(and(eq(layouts.id, layoutId), eq(layouts.userId, userId)));
  return row?.thumbnailKey ?? null;
}
