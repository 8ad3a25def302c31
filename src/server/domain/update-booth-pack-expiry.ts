import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { boothPackLinks } from '../db/schema.js';

/** Sets when a published URL stops answering (null: never); false when the operator has no link on that layout. */
export async function updateBoothPackExpiry(db: Database, input: { userId: string; layoutId: string; expiresAt: Date | null }): Promise<boolean> {
  const updated = await db
    .update(boothPackLinks)
    .set({ expiresAt: input.expiresAt, updatedAt: sql`now()` })
    .where(and(eq(boothPackLinks.layoutId, input.layoutId), eq(boothPackLinks.userId, input.userId)))
    .returning({ layoutId: boothPackLinks.layoutId });
  return updated.length > 0;
}
