import { CheckoutSessionRequest, CheckoutSessionResponse } from '../../shared/api/checkout.js';
import { localiseApiMessage, type ServerMessage } from '../i18n/api-messages/localise-api-message.js';

export { CheckoutSessionRequest, CheckoutSessionResponse };

export const checkoutSessionPath = '/api/create-checkout-session';

/** A checkout that could not start; `serverMessage` is the server's own words, when it sent any. */
export class CheckoutError extends Error {
  override readonly name = 'CheckoutError';

  /** The key of the server's message, when it sent one (src/shared/api/api-messages.ts). */
  readonly messageKey: string | undefined;

  constructor(
    /** The server's message in the interface language; null when it gave none. */
    readonly serverMessage: string | null,
    options?: { cause?: unknown; messageKey?: string },
  ) {
    super(serverMessage ?? 'checkout session failed', options);
    this.messageKey = options?.messageKey;
  }
}

/**
 * POST /api/create-checkout-session. The server, never the browser, maps the purchase type to a
 * price; the answer is the provider's hosted-checkout URL.
 */
export async function createCheckoutSession(request: CheckoutSessionRequest, fetchImpl: typeof fetch = fetch): Promise<CheckoutSessionResponse> {
  let response: Response;
  try {
    response = await fetchImpl(checkoutSessionPath, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(CheckoutSessionRequest.parse(request)),
    });
  } catch (error) {
    throw new CheckoutError(null, { cause: error });
  }
  const body = await readJson(response);
  if (!response.ok) {
    const server = readServerMessage(body);
    throw new CheckoutError(server === null ? null : localiseApiMessage(server), server !== null && typeof server.messageKey === 'string' ? { messageKey: server.messageKey } : undefined);
  }
  const parsed = CheckoutSessionResponse.safeParse(body);
  if (!parsed.success || !isSafeRedirect(parsed.data.url)) throw new CheckoutError(null, { cause: parsed.error });
  return parsed.data;
}

/** Reads `{ error: { message, messageKey, params } }` and also a bare `{ error: 'text' }` or `{ message }`. */
function readServerMessage(body: unknown): ServerMessage | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = 'error' in body ? body.error : body;
  if (typeof error === 'string' && error.trim() !== '') return { message: error };
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message.trim() !== '') {
    return { message: error.message, messageKey: 'messageKey' in error ? error.messageKey : undefined, params: 'params' in error ? error.params : undefined };
  }
  return null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** Only http(s) destinations: a compromised answer must not run script through a javascript: URL. */
function isSafeRedirect(url: string): boolean {
  try {
    const base = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
    const protocol = new URL(url, base).protocol;
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
