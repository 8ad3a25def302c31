import type { ApiArea } from '../api-area.js';
import { registerStripeWebhookRoute } from '../webhooks/stripe-webhook-route.js';
import { registerCreateCheckoutSessionRoute } from './create-checkout-session-route.js';
import { registerCreatePortalSessionRoute } from './create-portal-session-route.js';
import type { PaymentsContext } from './payments-context.js';

/**
 * Payments: the checkout (public: a custom layout's checkout looks at the session itself), the
 * provider's signed webhooks, and the billing portal of a signed-in operator.
 */
export function checkoutArea(ctx: PaymentsContext): ApiArea {
  return {
    name: 'checkout',
    public: async (scope) => {
      registerCreateCheckoutSessionRoute(scope, ctx);
      await registerStripeWebhookRoute(scope, ctx);
    },
    operator: (scope) => registerCreatePortalSessionRoute(scope, ctx),
  };
}
