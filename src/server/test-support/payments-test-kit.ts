import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { testPublicUrl } from './test-app.js';

/** Posts an event to the webhook signed like Stripe (or deliberately not). */
export function postSignedEvent(
  app: FastifyInstance,
  event: unknown,
  secret: string,
  options: { timestamp?: number; payload?: string } = {},
): Promise<LightMyRequestResponse> {
  const payload = options.payload ?? JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: JSON.stringify(event),
    secret,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

/** A same-origin HTML form post, as the browser sends it from our own page. */
export function postForm(app: FastifyInstance, url: string, form: Record<string, string>, cookie = ''): Promise<LightMyRequestResponse> {
  const target = new URL(url, testPublicUrl);
  return app.inject({
    method: 'POST',
    url: target.pathname + target.search,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: testPublicUrl,
      'sec-fetch-site': 'same-origin',
      ...(cookie === '' ? {} : { cookie }),
    },
    payload: new URLSearchParams(form).toString(),
  });
}

/** The value of a hidden input in a server-rendered page. */
export function hiddenValue(html: string, name: string): string {
  const match = new RegExp(`<input type="hidden" name="${name}" value="([^"]*)">`).exec(html);
  if (match?.[1] === undefined) throw new Error(`no hidden ${name} in page:\n${html.slice(0, 400)}`);
  return match[1].replace(/&amp;/g, '&').replace(/&quot;/g, '"');
}

/** The path and query of an absolute URL on the test origin. */
export function localPath(url: string): string {
  const parsed = new URL(url);
  if (parsed.origin !== testPublicUrl) throw new Error(`not on the test origin: ${url}`);
  return parsed.pathname + parsed.search;
}
