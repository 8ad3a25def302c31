import Stripe from 'stripe';
import { WebhookSignatureError } from './payment-provider.js';

/**
 * Stripe's own check (HMAC-SHA256 over `timestamp.body`, 5 minutes of tolerance), used by both
 * providers: the sandbox signs its events in Stripe's format, so they pass the very same code.
 */
export function verifyStripeSignature(rawBody: Buffer, signatureHeader: string | undefined, secret: string): Stripe.Event {
  if (signatureHeader === undefined || signatureHeader === '') throw new WebhookSignatureError('missing Stripe-Signature header');
  try {
    return Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature');
  }
}
