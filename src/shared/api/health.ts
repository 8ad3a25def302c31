import { z } from 'zod';

/**
 * GET /api/health: 200 with status 'ok', or 503 with 'degraded' while the database does not
 * answer or the server is overloaded. Full zod (not zod/mini as me.ts): only the server and its
 * tests read it, and the route declares it as its response schema.
 */
export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  /** 'overloaded': past the event-loop delay or memory threshold, other requests get 503. */
  load: z.enum(['normal', 'overloaded']),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
