import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { PaymentProvider } from './payment-provider.js';
import { loadSandboxWebhookSecret } from './sandbox/load-sandbox-webhook-secret.js';
import { registerSandboxRoutes } from './sandbox/register-sandbox-routes.js';
import { SandboxClock } from './sandbox/sandbox-clock.js';
import type { SandboxContext } from './sandbox/sandbox-context.js';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment-provider.js';
import { SandboxSigner } from './sandbox/sandbox-signer.js';
import { settleDueSandboxSubscriptions } from './sandbox/settle-due-sandbox-subscriptions.js';
import { StripePaymentProvider } from './stripe-payment-provider.js';

/** The configured provider; the sandbox also mounts its hosted pages on the app. */
export async function createPaymentProvider(
  app: FastifyInstance,
  config: AppConfig,
  db: Database,
  stripeHttpClient?: Stripe.HttpClient,
): Promise<PaymentProvider> {
  const payments = config.payments;
  if (payments.provider === 'stripe') {
    return new StripePaymentProvider({
      secretKey: payments.secretKey,
      webhookSecret: payments.webhookSecret,
      ...(stripeHttpClient === undefined ? {} : { httpClient: stripeHttpClient }),
    });
  }
  const webhookSecret = await loadSandboxWebhookSecret(db);
  const signer = new SandboxSigner(webhookSecret);
  const provider = new SandboxPaymentProvider(db, config.publicUrl, webhookSecret, signer);
  const ctx: SandboxContext = { app, config, db, provider, signer, webhookSecret, clock: new SandboxClock() };
  await registerSandboxRoutes(app, ctx);
  // Periods end (cancelled subscriptions are deleted, others renew) as time passes, as on Stripe.
  const sweep = setInterval(() => {
    settleDueSandboxSubscriptions(ctx, app.log).catch((error: unknown) => app.log.warn({ err: error }, 'sandbox subscription sweep failed'));
  }, 60 * 60 * 1000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  return provider;
}
