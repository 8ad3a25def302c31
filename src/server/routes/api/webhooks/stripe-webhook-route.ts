import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { StripeWebhookResponse } from '../../../../shared/api/stripe-webhook.js';
import { handlePaymentEvent } from '../../../domain/handle-payment-event.js';
import { AppError } from '../../../http/app-error.js';
import { WebhookSignatureError } from '../../../payments/payment-provider.js';
import { RecentEventIds } from '../../../payments/recent-event-ids.js';
import type { PaymentsContext } from '../checkout/payments-context.js';

/** Stripe's events are a few KB; this leaves room without inviting large bodies. */
const webhookBodyLimit = 512 * 1024;

/**
 * POST /api/webhooks/stripe: Stripe's deliveries, and the sandbox's (signed the same way). The
 * signature covers the exact bytes, so this route alone keeps the body as a Buffer; the CSRF
 * guard exempts it because the signature, not an origin, is what authenticates it.
 */
export async function registerStripeWebhookRoute(app: FastifyInstance, ctx: PaymentsContext): Promise<void> {
  const recorded = new RecentEventIds();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: webhookBodyLimit }, (_request, body, done) => {
      done(null, body);
    });
    scope.withTypeProvider<ZodTypeProvider>().post('/api/webhooks/stripe', { bodyLimit: webhookBodyLimit, schema: { response: { 200: StripeWebhookResponse } } }, async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      let event;
      try {
        event = ctx.provider.verifyWebhook(rawBody, typeof header === 'string' ? header : undefined);
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        request.log.warn({ reason: error.message }, 'webhook signature refused');
        throw new AppError(400, ErrorCodes.webhookSignatureInvalid, 'Firma del webhook non valida o scaduta.');
      }
      const result = await handlePaymentEvent(
        {
          db: ctx.db,
          provider: ctx.provider,
          supportEmail: ctx.config.supportEmail,
          previewPathFor: async (path) => (await ctx.templates.find(path))?.preview ?? '',
          log: request.log,
          recorded,
        },
        event,
      );
      reply.header('Cache-Control', 'no-store');
      const response: StripeWebhookResponse = { received: true, duplicate: result.isDuplicate };
      return response;
    });
  });
}
