import { CheckoutSessionRequest, CheckoutSessionResponse } from '../../../../shared/api/checkout.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { thankYouPurchaseParam } from '../../../../shared/api/thank-you-purchase.js';
import { assertNever } from '../../../../shared/util/assert-never.js';
import { type PreparedCheckout, prepareCheckout } from '../../../domain/prepare-checkout.js';
import { AppError } from '../../../http/app-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { perUserPostRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { PaymentsContext } from './payments-context.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/**
 * POST /api/create-checkout-session: the server maps the purchase type to its configured price
 * (prepareCheckout holds the rules) and opens the provider's hosted checkout. A pass or the annual
 * plan needs an operator session (the client sends visitors to login first); a custom layout can
 * be bought by anyone.
 */
export function registerCreateCheckoutSessionRoute(app: ZodScope, ctx: PaymentsContext): void {
  app.post('/api/create-checkout-session', { config: { ...perUserPostRateLimit(ctx.config, ctx.resolver), access: 'optional' }, schema: { body: CheckoutSessionRequest, response: { 200: CheckoutSessionResponse } } }, async (request, reply) => {
    const { body } = request;
    const prepared = await prepareCheckout({ db: ctx.db, templates: ctx.templates, prices: ctx.config.payments.prices }, body, request.operator?.userId ?? null);
    if (prepared.kind !== 'ready') return throwRefusal(prepared);
    let redirect: CheckoutSessionResponse;
    try {
      redirect = await ctx.provider.createCheckoutSession({
        purchaseType: body.purchaseType,
        priceId: prepared.priceId,
        user: prepared.buyer,
        ...prepared.template,
        successUrl: `${ctx.config.publicUrl}/grazie?session_id={CHECKOUT_SESSION_ID}${body.purchaseType === 'custom_layout' ? `&${thankYouPurchaseParam.name}=${thankYouPurchaseParam.customLayout}` : ''}`,
        cancelUrl: `${ctx.config.publicUrl}/pagamento-annullato`,
      });
    } catch (error) {
      request.log.error({ err: error, purchaseType: body.purchaseType }, 'checkout session could not be created');
      throw new AppError(502, ErrorCodes.paymentProviderUnavailable, apiMessage('paymentUnavailable'));
    }
    request.log.info({ sessionId: redirect.sessionId, purchaseType: body.purchaseType, userId: prepared.buyer?.id ?? null }, 'checkout session created');
    reply.header('Cache-Control', 'no-store');
    return redirect;
  });
}

function throwRefusal(refusal: Exclude<PreparedCheckout, { kind: 'ready' }>): never {
  switch (refusal.kind) {
    case 'login-required':
      throw new AppError(401, ErrorCodes.unauthenticated, apiMessage('loginToBuy'));
    // Not a server fault but a shop that does not sell this (yet): unavailable, not a 500.
    case 'price-not-configured':
      throw new AppError(503, ErrorCodes.priceNotConfigured, apiMessage('priceNotConfigured'));
    case 'price-mismatch':
      throw new AppError(400, ErrorCodes.priceMismatch, apiMessage('priceMismatch'));
    case 'template-invalid':
      throw new AppError(400, ErrorCodes.templateInvalid, apiMessage('templateNotUnlockable'));
    case 'already-subscribed':
      throw new AppError(409, ErrorCodes.alreadySubscribed, apiMessage('alreadySubscribed'));
    default:
      return assertNever(refusal);
  }
}
