import { useState } from 'react';
import type { CheckoutSessionRequest } from '../../shared/api/checkout.js';
import { CheckoutError, createCheckoutSession } from './create-checkout-session';

/**
 * Starts a hosted checkout and goes there. While the browser is leaving, `isRedirecting` keeps
 * the button disabled; a failure enables it again and hands back the server's message (null:
 * none given) for the page's own alert.
 */
export function useCheckout(): { start: (request: CheckoutSessionRequest) => Promise<string | null | undefined>; isRedirecting: boolean } {
  const [isRedirecting, setIsRedirecting] = useState(false);
  const start = async (request: CheckoutSessionRequest): Promise<string | null | undefined> => {
    setIsRedirecting(true);
    try {
      const { url } = await createCheckoutSession(request);
      window.location.assign(url);
      return undefined;
    } catch (error) {
      setIsRedirecting(false);
      if (!(error instanceof CheckoutError)) console.error('[checkout] could not start', error);
      return error instanceof CheckoutError ? error.serverMessage : null;
    }
  };
  return { start, isRedirecting };
}
