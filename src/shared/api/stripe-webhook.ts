import { z } from 'zod';

/**
 * POST /api/webhooks/stripe: what the payment provider gets back for an accepted event.
 * `duplicate` is true for an event id already handled (delivered again), which changes nothing.
 */
export const StripeWebhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type StripeWebhookResponse = z.infer<typeof StripeWebhookResponse>;
