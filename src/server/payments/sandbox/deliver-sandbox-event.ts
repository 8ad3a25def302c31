import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { SandboxEvent } from './build-sandbox-event.js';

export const webhookPath = '/api/webhooks/stripe';

/**
 * Signs the event as Stripe does and posts it to our own webhook through app.inject: the same
 * route, raw-body parser, signature check and fulfilment that Stripe's deliveries go through.
 */
export async function deliverSandboxEvent(app: FastifyInstance, secret: string, event: SandboxEvent): Promise<void> {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const response = await app.inject({
    method: 'POST',
    url: webhookPath,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Cornice-Sandbox/1.0' },
    payload,
  });
  if (response.statusCode !== 200) {
    throw new Error(`sandbox webhook ${event.type} ${event.id} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  }
}
