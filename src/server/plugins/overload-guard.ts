import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import type { AppConfig } from '../config.js';
import { AppError } from '../http/app-error.js';
import { apiMessage } from '../../shared/api/api-messages.js';

/** Always answered, so that an orchestrator or a load balancer can see the overload. */
const exemptRoutes = new Set(['/api/health']);

/**
 * Past an event-loop delay or memory threshold, every request is answered at once (before its
 * body is read) with 503 SERVER_OVERLOADED and Retry-After, instead of joining a queue that only
 * grows; GET /api/health still answers, and says so. Heap: 90 % of V8's limit unless configured.
 */
export async function registerOverloadGuard(app: FastifyInstance, config: AppConfig): Promise<void> {
  const { maxEventLoopDelayMs, maxHeapUsedBytes, maxRssBytes, retryAfterSeconds } = config.overload;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxHeapUsedBytes: maxHeapUsedBytes > 0 ? maxHeapUsedBytes : Math.floor(getHeapStatistics().heap_size_limit * 0.9),
    maxRssBytes,
    retryAfter: retryAfterSeconds,
    pressureHandler: async (request, reply, type) => {
      if (request.routeOptions.url !== undefined && exemptRoutes.has(request.routeOptions.url)) return;
      request.log.warn({ type }, 'overloaded: request refused');
      void reply.header('Retry-After', String(retryAfterSeconds));
      throw new AppError(503, ErrorCodes.serverOverloaded, apiMessage('serverOverloaded'), { retryAfterSeconds });
    },
  });
}
