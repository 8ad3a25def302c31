import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { BoothPackLinkResponse } from '../../shared/api/booth-packs.js';
import type { Database } from '../db/client.js';
import { fulfilledCheckoutSessions, sandboxCheckoutSessions, sandboxSubscriptions, users } from '../db/schema.js';
import { createOperatorObjects, type OperatorObjects } from './operator-fixture.js';
import type { TestApp } from './test-app.js';
import { testPublicUrl } from './test-app.js';
import type { TestOperator } from './test-operator.js';
import { giveAnnualPlan } from './upload-kit.js';

export interface SeededAccount extends OperatorObjects {
  pullPath: string;
  subscriptionId: string;
  checkoutSessionId: string;
}

/**
 * An annual operator with one of everything: the fixture's objects, a booth pack published at a
 * pull URL, a live sandbox subscription and a paid checkout.
 */
export async function seedAccount(t: TestApp, operator: TestOperator, png: Buffer): Promise<SeededAccount> {
  const db = t.database.db;
  await giveAnnualPlan(db, operator.userId);
  const objects = await createOperatorObjects(db, operator, png);
  const published = await t.app.inject({
    method: 'PUT',
    url: `/api/layouts/${objects.layoutId}/booth-pack`,
    headers: { cookie: operator.browser.jar.header(), origin: testPublicUrl, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
    payload: {},
  });
  if (published.statusCode !== 201) throw new Error(`booth pack publish answered ${published.statusCode}: ${published.body}`);
  const link = BoothPackLinkResponse.parse(published.json()).link;
  if (link === null) throw new Error('published without a link');

  const suffix = randomBytes(8).toString('hex');
  const customerId = `cus_sandbox_${suffix}`;
  const subscriptionId = `sub_sandbox_${suffix}`;
  const checkoutSessionId = `cs_sandbox_${suffix}`;
  const now = Math.floor(Date.now() / 1000);
  await db.insert(sandboxCheckoutSessions).values({
    id: checkoutSessionId,
    purchaseType: 'subscription',
    priceId: 'price_sandbox_subscription',
    amountCents: 4900,
    userId: operator.userId,
    email: operator.email,
    successUrl: `${testPublicUrl}/grazie`,
    cancelUrl: `${testPublicUrl}/abbonamenti`,
    status: 'paid',
    customerId,
    subscriptionId,
    paidAt: new Date(),
  });
  await db.insert(sandboxSubscriptions).values({
    id: subscriptionId,
    userId: operator.userId,
    customerId,
    priceId: 'price_sandbox_subscription',
    status: 'active',
    currentPeriodStart: now,
    currentPeriodEnd: now + 365 * 86_400,
  });
  await db.insert(fulfilledCheckoutSessions).values({ sessionId: checkoutSessionId, purchaseType: 'subscription', userId: operator.userId });
  await db.update(users).set({ stripeCustomerId: customerId, stripeSubscriptionId: subscriptionId }).where(eq(users.id, operator.userId));
  return { ...objects, pullPath: new URL(link.pullUrl).pathname, subscriptionId, checkoutSessionId };
}

/** Every row of every table whose text holds one of the needles (an id, an address), as 'table: row'. */
export async function findRowsNaming(db: Database, needles: readonly string[]): Promise<string[]> {
  const tables = (
    (await db.execute(sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`)) as unknown as {
      rows: { table_name: string }[];
    }
  ).rows.map((row) => row.table_name);
  const found: string[] = [];
  for (const table of tables) {
    if (table === '__drizzle_migrations') continue;
    const { rows } = (await db.execute(sql.raw(`select t::text as row from "${table}" t`))) as unknown as { rows: { row: string }[] };
    for (const { row } of rows) if (needles.some((needle) => row.toLowerCase().includes(needle.toLowerCase()))) found.push(`${table}: ${row.slice(0, 300)}`);
  }
  return found;
}

/** Every key of a filesystem blob store (its metadata and temporary files left out). */
export async function listDiskKeys(rootDir: string): Promise<string[]> {
  const entries = await readdir(rootDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(rootDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((key) => !key.split('/').some((segment) => segment.startsWith('.')));
}

/**
 * Every key of an s3rver bucket, read from its directory (`{key}._S3rver_object` files): its
 * object listing refuses the SDK's signature, and the files are what is kept anyway.
 */
export async function listS3rverKeys(directory: string, bucket: string): Promise<string[]> {
  const suffix = '._S3rver_object';
  const root = path.join(directory, bucket);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name.slice(0, -suffix.length))).split(path.sep).join('/'));
}
