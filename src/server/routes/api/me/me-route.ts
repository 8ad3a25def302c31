import type {} from '../../../auth/route-access.js';
import type { Database } from '../../../db/client.js';
import { MeResponse } from '../../../../shared/api/me.js';
import { visitorMe } from '../../../../shared/api/visitor-me.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { getMe } from '../../../domain/get-me.js';

/** GET /api/me: the user, profile, plan, unlocked templates and limits; visitors get the visitor answer. */
export function registerMeRoute(app: ZodScope, db: Database, defaultRetentionMonths?: number): void {
  app.get('/api/me', { config: { access: 'optional' }, schema: { response: { 200: MeResponse } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (request.operator === null) return visitorMe;
    return getMe(db, request.operator.userId, new Date(), defaultRetentionMonths);
  });
}
