import { and, eq, isNull } from 'drizzle-orm';
import { maxBoothPackExpiryDays } from '../../../../shared/api/booth-packs.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import type { Database } from '../../../db/client.js';
import { layouts } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { layoutNotFound } from '../layouts/layout-route-support.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/** Another operator's layout, one in the bin and one never made are all the same 404. */
export async function requireLiveLayout(db: Database, userId: string, layoutId: string): Promise<void> {
  const [row] = await db
    .select({ id: layouts.id })
    .from(layouts)
    .where(and(eq(layouts.id, layoutId), eq(layouts.userId, userId), isNull(layouts.deletedAt)));
  if (row === undefined) throw layoutNotFound();
}

/** An expiry from the wire: 'never' or null is no expiry; a time must be ahead of now and within the limit. */
export function readBoothPackExpiry(value: string | null | undefined, now: Date): Date | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === 'never') return null;
  const expiresAt = new Date(value);
  const latest = now.getTime() + maxBoothPackExpiryDays * 86_400_000;
  if (!(expiresAt.getTime() > now.getTime() && expiresAt.getTime() <= latest)) {
    throw new AppError(400, ErrorCodes.boothPackExpiryInvalid, apiMessage('boothPackExpiryInvalid'));
  }
  return expiresAt;
}
