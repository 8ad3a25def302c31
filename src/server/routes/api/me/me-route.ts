import type { FastifyInstance } from 'fastify';
import type { SessionResolver } from '../../../auth/current-session.js';
import type { Database } from '../../../db/client.js';
import { visitorMe } from '../../../../shared/api/visitor-me.js';
import { getMe } from '../../../domain/get-me.js';

/** GET /api/me: the user, profile, plan, unlocked templates and limits; visitors get the visitor answer. */
export function registerMeRoute(app: FastifyInstance, db: Database, resolver: SessionResolver, defaultRetentionMonths?: number): void {
  app.get('/api/me', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const session = await resolver.resolve(request);
    if (session === undefined) return visitorMe;
    return getMe(db, session.userId, new Date(), defaultRetentionMonths);
  });
}
