import { eq } from 'drizzle-orm';
import { PortalSessionResponse } from '../../../../shared/api/checkout.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { users } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { perUserPostRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { PaymentsContext } from './payments-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/** Where the provider's portal sends the operator back. */
export const portalReturnPath = '/abbonamenti';

/**
 * POST /api/create-portal-session (no body): the provider's subscription management page for
 * the operator's customer account. Errors carry a message the client shows after
 * 'Impossibile aprire la gestione account: '.
 */
export function registerCreatePortalSessionRoute(app: ZodScope, ctx: PaymentsContext): void {
  app.post('/api/create-portal-session', { config: perUserPostRateLimit(ctx.config, ctx.resolver), schema: { response: { 200: PortalSessionResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const [user] = await ctx.db.select({ customerId: users.stripeCustomerId }).from(users).where(eq(users.id, userId)).limit(1);
    const customerId = user?.customerId ?? null;
    if (customerId === null) throw new AppError(409, ErrorCodes.noBillingAccount, apiMessage('noBillingAccount'));
    let response: PortalSessionResponse;
    try {
      response = await ctx.provider.createPortalSession(customerId, `${ctx.config.publicUrl}${portalReturnPath}`);
    } catch (error) {
      request.log.error({ err: error }, 'portal session could not be created');
      throw new AppError(502, ErrorCodes.paymentProviderUnavailable, apiMessage('paymentUnavailable'));
    }
    reply.header('Cache-Control', 'no-store');
    return response;
  });
}
