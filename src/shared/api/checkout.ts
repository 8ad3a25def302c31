import { z } from 'zod';

/** What can be bought (ARCHITECTURE.md "Payments"); the server maps each to its configured price. */
export const PurchaseType = z.enum(['unlock_template', 'subscription', 'custom_layout']);
export type PurchaseType = z.infer<typeof PurchaseType>;

/**
 * A client may send the price id it believes in (the spec's clients did); when present it must
 * equal the server's configured price for that purchase type, or the request is refused.
 */
const OptionalPriceId = z.string().min(1).max(200).optional();

/** POST /api/create-checkout-session. unlock_template needs a session; custom_layout can be bought by a visitor. */
export const CheckoutSessionRequest = z.discriminatedUnion('purchaseType', [
  z.object({
    purchaseType: z.literal('unlock_template'),
    /** The template id rule of src/shared/catalog/template-id.ts. */
    templateId: z.string().min(1).max(300),
    /** The template's original image path (under /assets/templates/, or an operator's own). */
    templatePath: z.string().min(1).max(500),
    priceId: OptionalPriceId,
  }),
  z.object({ purchaseType: z.literal('subscription'), priceId: OptionalPriceId }),
  z.object({ purchaseType: z.literal('custom_layout'), priceId: OptionalPriceId }),
]);
export type CheckoutSessionRequest = z.infer<typeof CheckoutSessionRequest>;

/** The provider's hosted checkout page (Stripe's, or the sandbox's own) to redirect to. */
export const CheckoutSessionResponse = z.object({ sessionId: z.string().min(1), url: z.string().min(1) });
export type CheckoutSessionResponse = z.infer<typeof CheckoutSessionResponse>;

/** POST /api/create-portal-session (no body): the subscription management page to go to. */
export const PortalSessionResponse = z.object({ url: z.string().min(1) });
export type PortalSessionResponse = z.infer<typeof PortalSessionResponse>;
