import type { FastifyInstance } from 'fastify';
import { CheckoutSessionRequest, type CheckoutSessionResponse } from '../../../../shared/api/checkout.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { thankYouPurchaseParam } from '../../../../shared/api/thank-you-purchase.js';
import { templatesPrefix } from '../../../../shared/catalog/template-entry.js';
import { templateIdFromPath } from '../../../../shared/catalog/template-id.js';
import { findCheckoutBuyer } from '../../../domain/find-checkout-buyer.js';
import { AppError } from '../../../http/app-error.js';
import { parseWith } from '../../../http/parse-with.js';
import { perUserPostRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { PaymentsContext } from './payments-context.js';

/** Spec part 2 §5 and §8: the message the client shows for a purchase that has no price. */
export const priceNotConfiguredMessage = 'ID del prezzo non configurato.';

/**
 * POST /api/create-checkout-session: the server maps the purchase type to its configured price
 * and opens the provider's hosted checkout. A pass or the annual plan needs an operator session
 * (the client sends visitors to login first); a custom layout can be bought by anyone.
 */
export function registerCreateCheckoutSessionRoute(app: FastifyInstance, ctx: PaymentsContext): void {
  app.post('/api/create-checkout-session', { config: { ...perUserPostRateLimit(ctx.config, ctx.resolver), access: 'optional' } }, async (request, reply) => {
    const body = parseWith(CheckoutSessionRequest, request.body);
    const operator = request.operator;
    if (body.purchaseType !== 'custom_layout' && operator === null) {
      throw new AppError(401, ErrorCodes.unauthenticated, 'Accedi per completare l’acquisto.');
    }
    const priceId = ctx.config.payments.prices[body.purchaseType];
    // Not a server fault but a shop that does not sell this (yet): unavailable, not a 500.
    if (priceId === undefined) throw new AppError(503, ErrorCodes.priceNotConfigured, priceNotConfiguredMessage);
    if (body.priceId !== undefined && body.priceId !== priceId) {
      throw new AppError(400, ErrorCodes.priceMismatch, 'Il prezzo indicato non corrisponde a questo acquisto.');
    }
    const buyer = operator === null ? null : await loadBuyer(ctx, operator.userId);

    let template: { templateId: string; templatePath: string } | undefined;
    if (body.purchaseType === 'unlock_template') {
      await checkTemplate(ctx, body.templateId, body.templatePath);
      template = { templateId: body.templateId, templatePath: body.templatePath };
    }
    if (body.purchaseType === 'subscription' && buyer !== null && buyer.plan.type === 'Annuale') {
      throw new AppError(409, ErrorCodes.alreadySubscribed, 'Hai già un abbonamento Annuale attivo: puoi gestirlo dalla Dashboard.');
    }

    let redirect: CheckoutSessionResponse;
    try {
      redirect = await ctx.provider.createCheckoutSession({
        purchaseType: body.purchaseType,
        priceId,
        user: buyer === null ? null : buyer.buyer,
        ...template,
        successUrl: `${ctx.config.publicUrl}/grazie?session_id={CHECKOUT_SESSION_ID}${body.purchaseType === 'custom_layout' ? `&${thankYouPurchaseParam.name}=${thankYouPurchaseParam.customLayout}` : ''}`,
        cancelUrl: `${ctx.config.publicUrl}/pagamento-annullato`,
      });
    } catch (error) {
      request.log.error({ err: error, purchaseType: body.purchaseType }, 'checkout session could not be created');
      throw new AppError(502, ErrorCodes.paymentProviderUnavailable, 'Il servizio di pagamento non è raggiungibile. Riprova più tardi.');
    }
    request.log.info({ sessionId: redirect.sessionId, purchaseType: body.purchaseType, userId: buyer?.buyer.id ?? null }, 'checkout session created');
    reply.header('Cache-Control', 'no-store');
    return redirect;
  });
}

async function loadBuyer(ctx: PaymentsContext, userId: string) {
  const buyer = await findCheckoutBuyer(ctx.db, userId);
  if (buyer === null) throw new AppError(401, ErrorCodes.unauthenticated, 'Accedi per completare l’acquisto.');
  return buyer;
}

/** Built-in templates only for now (operators' own templates come with their upload feature). */
async function checkTemplate(ctx: PaymentsContext, templateId: string, templatePath: string): Promise<void> {
  const isBuiltInPath = templatePath.startsWith(templatesPrefix) && !templatePath.includes('..') && !/[?#\\]/.test(templatePath);
  const isKnown = !(await ctx.templates.isKnown()) || (await ctx.templates.find(templatePath)) !== undefined;
  if (!isBuiltInPath || !isKnown || templateIdFromPath(templatePath) !== templateId) {
    throw new AppError(400, ErrorCodes.templateInvalid, 'Template non valido: impossibile sbloccarlo.');
  }
}
