import { eq } from 'drizzle-orm';
import { DeleteAccountRequest, DeleteAccountResponse } from '../../../../shared/api/account.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { cookieOptions, sessionCookieName } from '../../../auth/cookie-names.js';
import { signedInOperator } from '../../../auth/route-access.js';
import type { OperatorDataCache } from '../../../catalog/operator-data-cache.js';
import { requestAccountDeletion } from '../../../domain/account-deletion/request-account-deletion.js';
import { runAccountDeletion } from '../../../domain/account-deletion/run-account-deletion.js';
import { AppError } from '../../../http/app-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import type { PaymentProvider } from '../../../payments/payment-provider.js';
import { users } from '../../../db/schema.js';
import { accountPostRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ApiContext } from '../api-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

export interface DeleteAccountContext extends ApiContext {
  payments: PaymentProvider;
  operatorData: OperatorDataCache;
}

/**
 * POST /api/account/delete ('Elimina account'): confirmed by typing the login address. The job is
 * recorded and the sessions ended first; the work runs at once, and what a failure leaves (the
 * payment provider down) is finished by the job's retries, so the answer is deleted or pending.
 */
export function registerDeleteAccountRoute(app: ZodScope, ctx: DeleteAccountContext): void {
  app.post('/api/account/delete', { config: accountPostRateLimit(ctx.config), schema: { body: DeleteAccountRequest, response: { 200: DeleteAccountResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const { body } = request;
    const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (user === undefined || body.confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError(400, ErrorCodes.accountConfirmationMismatch, apiMessage('accountConfirmationMismatch'));
    }
    const recorded = await requestAccountDeletion(ctx.db, userId);
    reply.clearCookie(sessionCookieName(ctx.config), cookieOptions(ctx.config, 0));
    reply.header('Cache-Control', 'no-store');
    if (recorded.kind === 'not-found') throw new AppError(401, ErrorCodes.unauthenticated, apiMessage('accessRequired'));
    let response: DeleteAccountResponse = { status: 'deleted' };
    try {
      await runAccountDeletion({ db: ctx.db, store: ctx.blobs, payments: ctx.payments }, recorded.deletionId);
    } catch (error) {
      request.log.error({ err: error, deletionId: recorded.deletionId }, 'account deletion left for a retry');
      response = { status: 'pending' };
    }
    ctx.operatorData.invalidate(userId);
    return response;
  });
}
