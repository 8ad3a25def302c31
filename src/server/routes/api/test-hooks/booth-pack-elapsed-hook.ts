import type { FastifyInstance } from 'fastify';
import { and, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { LayoutId } from '../../../../shared/api/layouts.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { signedInOperator } from '../../../auth/route-access.js';
import type { Database } from '../../../db/client.js';
import { boothPackLinks } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { parseWith } from '../../../http/parse-with.js';

const Elapse = z.object({ layoutId: LayoutId, days: z.number().min(0).max(3660) });

const day = 86_400_000;

/**
 * End-to-end tests only (TEST_HOOKS=true): POST /api/test-hooks/booth-pack-elapsed
 * { layoutId, days } lets `days` pass for one pull URL of the logged-in operator, and for nothing
 * else on the server: the link's expiry comes that much earlier, so a link made to last 7 days
 * in the dialog is past its expiry after `days: 8`. Another operator's layout, or a link that
 * never expires, is a 404. Answers the link's new expiry.
 */
export function registerBoothPackElapsedHook(app: FastifyInstance, db: Database): void {
  app.post('/api/test-hooks/booth-pack-elapsed', async (request) => {
    const userId = signedInOperator(request).userId;
    const { layoutId, days } = parseWith(Elapse, request.body ?? {});
    const owned = and(eq(boothPackLinks.layoutId, layoutId), eq(boothPackLinks.userId, userId), isNotNull(boothPackLinks.expiresAt));
    const [link] = await db.select({ expiresAt: boothPackLinks.expiresAt }).from(boothPackLinks).where(owned);
    if (link?.expiresAt == null) throw new AppError(404, ErrorCodes.notFound, 'Nessun link con scadenza su questo layout.');
    const expiresAt = new Date(link.expiresAt.getTime() - days * day);
    await db.update(boothPackLinks).set({ expiresAt }).where(owned);
    return { expiresAt: expiresAt.toISOString() };
  });
}
