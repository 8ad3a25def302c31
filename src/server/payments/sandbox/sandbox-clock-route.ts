import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseWith } from '../../http/parse-with.js';
import type { SandboxContext } from './sandbox-context.js';
import { settleDueSandboxSubscriptions } from './settle-due-sandbox-subscriptions.js';

const AdvanceClock = z.object({ days: z.number().min(0).max(3660) });

/**
 * Tests only (TEST_HOOKS=true): POST /api/test-hooks/sandbox-clock { days } moves the sandbox's
 * clock forward and ends or renews the subscriptions whose period is over, with their webhooks,
 * as a Stripe test clock does. Answers the sandbox's new time and how many subscriptions changed.
 */
export function registerSandboxClockRoute(scope: FastifyInstance, ctx: SandboxContext): void {
  scope.post('/api/test-hooks/sandbox-clock', { config: { access: 'public' } }, async (request) => {
    const { days } = parseWith(AdvanceClock, request.body ?? {});
    const now = ctx.clock.advance(days * 24 * 3600 * 1000);
    const settled = await settleDueSandboxSubscriptions(ctx, request.log);
    return { now: now.toISOString(), settled };
  });
}
