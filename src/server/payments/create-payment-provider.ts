import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { PaymentProvider } from './payment-provider.js';
import { loadSandboxWebhookSecret } from './sandbox/load-sandbox-webhook-secret.js';
import { registerSandboxRoutes } from './sandbox/register-sandbox-routes.js';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment-provider.js';
import { SandboxSigner } from './sandbox/sandbox-signer.js';
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
  await registerSandboxRoutes(app, { app, config, db, provider, signer, webhookSecret });
  return provider;
}
