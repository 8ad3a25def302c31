import { HealthResponse } from '../../../../shared/api/health.js';
import type { DatabaseHandle } from '../../../db/client.js';
import type { ZodScope } from '../../../http/zod-scope.js';

/** GET /api/health: 200 while the database answers and the server is not overloaded, 503 otherwise. */
export function registerHealthRoute(app: ZodScope, database: DatabaseHandle, retryAfterSeconds: number): void {
  app.get('/api/health', { schema: { response: { 200: HealthResponse, 503: HealthResponse } } }, async (_request, reply) => {
    const isUp = await database.ping();
    const overloaded = app.isUnderPressure();
    const body: HealthResponse = { status: isUp && !overloaded ? 'ok' : 'degraded', database: isUp ? 'up' : 'down', load: overloaded ? 'overloaded' : 'normal' };
    if (overloaded) void reply.header('Retry-After', String(retryAfterSeconds));
    return reply.status(body.status === 'ok' ? 200 : 503).header('Cache-Control', 'no-store').send(body);
  });
}
