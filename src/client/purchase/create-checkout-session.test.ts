import { describe, expect, test, vi } from 'vitest';
import { CheckoutError, createCheckoutSession } from './create-checkout-session.js';

const request = { purchaseType: 'unlock_template' as const, templateId: 'a_png', templatePath: '/a.png' };

function respond(status: number, body: unknown) {
  return vi.fn<typeof fetch>(() => Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })));
}

async function failureOf(promise: Promise<unknown>): Promise<CheckoutError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CheckoutError) return error;
    throw error;
  }
  throw new Error('expected a CheckoutError');
}

describe('createCheckoutSession', () => {
  test('posts the purchase as JSON with the session cookie and returns the checkout url', async () => {
    const fetchImpl = respond(200, { sessionId: 's_1', url: 'https://checkout.example/s/1' });
    expect(await createCheckoutSession(request, fetchImpl)).toEqual({ sessionId: 's_1', url: 'https://checkout.example/s/1' });
    const [path, init] = fetchImpl.mock.calls[0] ?? [];
    expect(path).toBe('/api/create-checkout-session');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(JSON.parse(String(init?.body))).toEqual(request);
  });

  test("carries the server's error message", async () => {
    const error = await failureOf(createCheckoutSession(request, respond(404, { error: { code: 'NOT_FOUND', message: 'Risorsa non trovata.' } })));
    expect(error.serverMessage).toBe('Risorsa non trovata.');
    expect((await failureOf(createCheckoutSession(request, respond(400, { error: 'ID del prezzo non configurato.' })))).serverMessage).toBe(
      'ID del prezzo non configurato.',
    );
  });

  test('has no message for a body without one, a network failure or an unusable answer', async () => {
    expect((await failureOf(createCheckoutSession(request, respond(502, '<html>Bad gateway</html>')))).serverMessage).toBeNull();
    expect((await failureOf(createCheckoutSession(request, () => Promise.reject(new TypeError('offline'))))).serverMessage).toBeNull();
    expect((await failureOf(createCheckoutSession(request, respond(200, { id: 'cs_1' })))).serverMessage).toBeNull();
  });

  test('refuses a redirect that is not http(s)', async () => {
    expect((await failureOf(createCheckoutSession(request, respond(200, { sessionId: 's_1', url: 'javascript:alert(1)' })))).serverMessage).toBeNull();
  });
});
