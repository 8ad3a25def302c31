import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '../../../../shared/api/me.js';
import type { DatabaseHandle } from '../../../db/client.js';

/** GET /api/health: 200 while the database answers, 503 when it does not. */
export function registerHealthRoute(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/api/health', async (_request, reply) => {
    const isUp = await database.ping();
    const body: HealthResponse = { status: isUp ? 'ok' : 'degraded', database: isUp ? 'up' : 'down' };
    return reply.status(isUp ? 200 : 503).header('Cache-Control', 'no-store').send(body);
  });
}
