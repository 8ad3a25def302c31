/**
 * The servers bench/api.bench.ts measures, in a process of their own so that autocannon's load
 * does not share their event loop: a bare node:http server (the baseline) and the whole app on
 * in-memory PGlite, both on loopback. Prints one JSON line with their URLs and the fixtures, then
 * runs until its parent closes its stdin.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { CheckoutSessionResponse } from '../../src/shared/api/checkout.js';
import type { TemplateEntry } from '../../src/shared/catalog/template-entry.js';
import { sandboxCheckoutSessions } from '../../src/server/db/schema.js';
import { buildSandboxEvent, toStripeCheckoutSession } from '../../src/server/payments/sandbox/build-sandbox-event.js';
import { loadSandboxWebhookSecret } from '../../src/server/payments/sandbox/load-sandbox-webhook-secret.js';
import { paySandboxSession } from '../../src/server/payments/sandbox/pay-sandbox-session.js';
import { createTestApp, testPublicUrl } from '../../src/server/test-support/test-app.js';
import { TestOperator } from '../../src/server/test-support/test-operator.js';
import { eq } from 'drizzle-orm';

export interface BenchTargets {
  bareUrl: string;
  appUrl: string;
  operatorId: string;
  webhook: { body: string; signature: string };
}

/** As many entries as the real catalogue (48 templates). */
const templates: TemplateEntry[] = Array.from({ length: 48 }, (_, i) => ({
  category: ['matrimonio', 'compleanno', 'laurea', 'battesimo'][i % 4] ?? 'matrimonio',
  format: ['cartolina_verticale', 'cartolina_orizzontale', 'photostrip_verticale'][i % 3] ?? 'cartolina_verticale',
  original: `/assets/templates/tema/formato/template-numero-${i}.png`,
  preview: `/assets/templates/tema/formato/previews/template-numero-${i}.jpg`,
}));

const bareBody = JSON.stringify({ ok: true });
const bare = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(bareBody) });
  response.end(bareBody);
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', () => resolve()));

const t = await createTestApp({ RATE_LIMIT_PUBLIC_GET_PER_MINUTE: '1000000000', RATE_LIMIT_PUBLIC_POST_PER_MINUTE: '1000000000' }, { builtInTemplates: templates });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const operator = await TestOperator.signUp(t.app);

const created = await t.app.inject({
  method: 'POST',
  url: '/api/create-checkout-session',
  headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin' },
  payload: JSON.stringify({ purchaseType: 'custom_layout' }),
});
const { sessionId } = CheckoutSessionResponse.parse(created.json());
const [row] = await t.database.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId));
if (row === undefined) throw new Error('no checkout session');
const paid = await paySandboxSession(t.database.db, row, 'bench@example.test', new Date());
if (paid === undefined) throw new Error('checkout not paid');
const body = JSON.stringify(buildSandboxEvent('checkout.session.completed', toStripeCheckoutSession(paid.session)));
const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: await loadSandboxWebhookSecret(t.database.db) });

const targets: BenchTargets = {
  bareUrl: `http://127.0.0.1:${(bare.address() as AddressInfo).port}`,
  appUrl: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
  operatorId: operator.userId,
  webhook: { body, signature },
};
console.log(JSON.stringify(targets));

process.stdin.resume();
process.stdin.on('close', () => {
  bare.close();
  void t.close().then(() => process.exit(0));
});
