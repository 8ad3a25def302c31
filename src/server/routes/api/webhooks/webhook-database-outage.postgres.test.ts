import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { CheckoutSessionResponse } from '../../../../shared/api/checkout.js';
import { templateIdFromPath } from '../../../../shared/catalog/template-id.js';
import { type DatabaseHandle, openDatabase } from '../../../db/client.js';
import { paymentEvents, sandboxCheckoutSessions, unlockedTemplates } from '../../../db/schema.js';
import { buildSandboxEvent, toStripeCheckoutSession } from '../../../payments/sandbox/build-sandbox-event.js';
import { loadSandboxWebhookSecret } from '../../../payments/sandbox/load-sandbox-webhook-secret.js';
import { paySandboxSession } from '../../../payments/sandbox/pay-sandbox-session.js';
import { postSignedEvent } from '../../../test-support/payments-test-kit.js';
import { TcpProxy } from '../../../test-support/tcp-proxy.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';

/**
 * PostgreSQL only (server-postgres): the app reaches the database through a TCP proxy that the
 * test cuts, as a database restart or a network partition would, and then restores.
 */
const url = process.env.TEST_DATABASE_URL ?? '';
const schemaName = `test_${randomBytes(6).toString('hex')}`;
const WebhookAnswer = z.object({ received: z.literal(true), duplicate: z.boolean() });
const ErrorAnswer = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
const templatePath = '/assets/templates/laurea/photostrip_verticale/tocco-blu.png';
const templateId = templateIdFromPath(templatePath);

let proxy: TcpProxy;
let direct: DatabaseHandle;
let t: TestApp;
beforeAll(async () => {
  const target = new URL(url);
  proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
  direct = await openDatabase({ databaseUrl: url, pgliteDir: undefined, schemaName });
  const proxied = await openDatabase({ databaseUrl: proxy.proxiedUrl(url), pgliteDir: undefined, schemaName });
  t = await createTestApp({}, { database: proxied });
});
afterAll(async () => {
  await proxy.restore();
  await t.close();
  await proxy.close();
  await direct.db.execute(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
  await direct.close();
});

async function passDownloads(userId: string): Promise<number | undefined> {
  const [row] = await direct.db
    .select({ n: unlockedTemplates.downloadsRemaining })
    .from(unlockedTemplates)
    .where(and(eq(unlockedTemplates.userId, userId), eq(unlockedTemplates.templateId, templateId)));
  return row?.n;
}

it('answers a webhook 503 while the database is down, records nothing, and applies the retry once', async () => {
  const secret = await loadSandboxWebhookSecret(direct.db);
  const operator = await TestOperator.signUp(t.app);
  const created = await operator.post('/api/create-checkout-session', { purchaseType: 'unlock_template', templateId, templatePath });
  const { sessionId } = CheckoutSessionResponse.parse(created.json());
  const [row] = await direct.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId));
  if (row === undefined) throw new Error('no session row');
  const paid = await paySandboxSession(direct.db, row, null, new Date());
  if (paid === undefined) throw new Error('not paid');
  const event = buildSandboxEvent('checkout.session.completed', toStripeCheckoutSession(paid.session));

  await proxy.cut();
  const during = await postSignedEvent(t.app, event, secret);
  expect(during.statusCode).toBe(503);
  expect(during.headers['retry-after']).toBe('5');
  expect(ErrorAnswer.parse(during.json()).error.code).toBe('DATABASE_UNAVAILABLE');
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(503);
  // The process is still serving: another webhook attempt gets the same clean answer.
  expect((await postSignedEvent(t.app, event, secret)).statusCode).toBe(503);
  expect(await direct.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(0);
  expect(await passDownloads(operator.userId)).toBeUndefined();

  await proxy.restore();
  const retry = await postSignedEvent(t.app, event, secret);
  expect(retry.statusCode).toBe(200);
  expect(WebhookAnswer.parse(retry.json()).duplicate).toBe(false);
  expect(await passDownloads(operator.userId)).toBe(3);
  const again = await postSignedEvent(t.app, event, secret);
  expect(WebhookAnswer.parse(again.json()).duplicate).toBe(true);
  expect(await passDownloads(operator.userId)).toBe(3);
  expect(await direct.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(1);
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
});
