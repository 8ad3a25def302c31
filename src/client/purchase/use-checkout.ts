import { useState } from 'react';
import type { CheckoutSessionRequest } from '../../shared/api/checkout.js';
import { CheckoutError, createCheckoutSession } from './create-checkout-session.js';

/**
 * Starts a hosted checkout and goes there. While the browser is leaving, `isRedirecting` keeps
 * the button disabled; a failure enables it again and hands back the server's message and its
 * key for the page's own alert.
 */
/** Why a checkout did not start: the server's message in the interface language (null: none given) and its key. */
export interface CheckoutFailure {
  message: string | null;
  messageKey: string | undefined;
}

export function useCheckout(): { start: (request: CheckoutSessionRequest) => Promise<CheckoutFailure | undefined>; isRedirecting: boolean } {
  const [isRedirecting, setIsRedirecting] = useState(false);
  const start = async (request: CheckoutSessionRequest): Promise<CheckoutFailure | undefined> => {
    setIsRedirecting(true);
    try {
      const { url } = await createCheckoutSession(request);
      window.location.assign(url);
      return undefined;
    } catch (error) {
      setIsRedirecting(false);
      if (!(error instanceof CheckoutError)) console.error('[checkout] could not start', error);
      return error instanceof CheckoutError ? { message: error.serverMessage, messageKey: error.messageKey } : { message: null, messageKey: undefined };
    }
  };
  return { start, isRedirecting };
}
