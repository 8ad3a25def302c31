import { describe, expect, it } from 'vitest';
import { type RecordedStripeRequest, StripeStandIn } from '../test-support/stripe-stand-in.js';
import { StripePaymentProvider } from './stripe-payment-provider.js';

function providerWith(statusOf: (id: string) => string | undefined) {
  const standIn = new StripeStandIn((request: RecordedStripeRequest) => {
    const id = request.path.split('/')[3] ?? '';
    const status = statusOf(id);
    if (status === undefined) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' } } };
    const subscription = { id, object: 'subscription', status: request.method === 'DELETE' ? 'canceled' : status, items: { data: [] }, metadata: {} };
    return { body: subscription };
  });
  return { provider: new StripePaymentProvider({ secretKey: 'sk_test_offline', webhookSecret: 'whsec_offline', httpClient: standIn }), standIn };
}

describe('StripePaymentProvider.cancelSubscription (an account being deleted)', () => {
  it('cancels a live subscription at once', async () => {
    const { provider, standIn } = providerWith(() => 'active');
    await provider.cancelSubscription('sub_live');
    expect(standIn.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /v1/subscriptions/sub_live', 'DELETE /v1/subscriptions/sub_live']);
  });

  it('leaves an ended or unknown subscription alone, without an error', async () => {
    const { provider, standIn } = providerWith((id) => (id === 'sub_ended' ? 'canceled' : undefined));
    await provider.cancelSubscription('sub_ended');
    await provider.cancelSubscription('sub_unknown');
    expect(standIn.requests.map((request) => request.method)).toEqual(['GET', 'GET']);
  });
});
