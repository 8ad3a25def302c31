import type { FastifyInstance } from 'fastify';
import type {} from '../../../auth/route-access.js';
import type { Database } from '../../../db/client.js';
import { visitorMe } from '../../../../shared/api/visitor-me.js';
import { getMe } from '../../../domain/get-me.js';

/** GET /api/me: the user, profile, plan, unlocked templates and limits; visitors get the visitor answer. */
export function registerMeRoute(app: FastifyInstance, db: Database, defaultRetentionMonths?: number): void {
  app.get('/api/me', { config: { access: 'optional' } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (request.operator === null) return visitorMe;
    return getMe(db, request.operator.userId, new Date(), defaultRetentionMonths);
  });
}
