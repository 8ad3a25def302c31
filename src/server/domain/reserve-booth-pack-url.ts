import { eq } from 'drizzle-orm';
import { hashBoothPackToken, newBoothPackToken } from '../booth-packs/booth-pack-token.js';
import type { Database } from '../db/client.js';
import { boothPackLinks } from '../db/schema.js';
import { boothPackPullUrl } from './to-booth-pack-link.js';

/**
 * The layout's pull URL, made now if it has none: the link without a revision (revision 0), which
 * reads as not published and serves nothing until the first publish adds revision 1 to this same
 * link. So the first pack can name the URL it will be pulled from. The caller has checked that
 * the layout is the operator's live layout; two reservations at once make one link.
 */
export async function reserveBoothPackUrl(db: Database, input: { userId: string; layoutId: string; publicUrl: string }): Promise<string> {
  const token = newBoothPackToken();
  await db
    .insert(boothPackLinks)
    .values({ layoutId: input.layoutId, userId: input.userId, token, tokenHash: hashBoothPackToken(token), currentRevision: 0, expiresAt: null })
    .onConflictDoNothing();
  const [link] = await db.select({ token: boothPackLinks.token }).from(boothPackLinks).where(eq(boothPackLinks.layoutId, input.layoutId));
  if (link === undefined) throw new Error('the booth pack link vanished after it was made');
  return boothPackPullUrl(input.publicUrl, link.token);
}
