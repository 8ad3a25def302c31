import { eq } from 'drizzle-orm';
import { PurchaseType } from '../../../shared/api/checkout.js';
import { decodePageCursor, type PageCursor } from '../../../shared/api/page-cursor.js';
import type { Database } from '../../db/client.js';
import { customLayoutOrders, fulfilledCheckoutSessions, sandboxCheckoutSessions, unlockedTemplates, users } from '../../db/schema.js';
import { productFor } from '../../payments/products.js';
import { listCatalogRequests } from '../list-catalog-requests.js';

/** The account's small records: account, profile, passes and payments (no card data: we never hold any). */
export async function readAccountRecords(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (user === undefined) throw new Error(`no user ${userId} to export`);
  const account = {
    id: user.id,
    email: user.email,
    createdAt: user.createdAt,
    plan: user.planType,
    subscription: {
      id: user.stripeSubscriptionId,
      status: user.subscriptionStatus,
      currentPeriodEnd: user.currentPeriodEnd === null ? null : new Date(user.currentPeriodEnd * 1000),
      cancelAt: user.subscriptionCancelAt === null ? null : new Date(user.subscriptionCancelAt * 1000),
    },
    paymentCustomerId: user.stripeCustomerId,
  };
  const profile = { businessName: user.businessName, logoUrl: user.logoUrl, contactEmail: user.contactEmail, contactPhone: user.contactPhone, secondaryEmail: user.secondaryEmail };
  const passes = (await db.select().from(unlockedTemplates).where(eq(unlockedTemplates.userId, userId))).map(({ userId: _owner, ...pass }) => pass);
  const paid = await db
    .select({
      reference: fulfilledCheckoutSessions.sessionId,
      product: fulfilledCheckoutSessions.purchaseType,
      paidAt: fulfilledCheckoutSessions.createdAt,
      orderAmount: customLayoutOrders.amountCents,
      sandboxAmount: sandboxCheckoutSessions.amountCents,
    })
    .from(fulfilledCheckoutSessions)
    .leftJoin(customLayoutOrders, eq(customLayoutOrders.sessionId, fulfilledCheckoutSessions.sessionId))
    .leftJoin(sandboxCheckoutSessions, eq(sandboxCheckoutSessions.id, fulfilledCheckoutSessions.sessionId))
    .where(eq(fulfilledCheckoutSessions.userId, userId));
  const payments = paid.map((row) => {
    const purchaseType = PurchaseType.safeParse(row.product);
    const listAmount = purchaseType.success ? productFor(purchaseType.data).amountCents : null;
    return { reference: row.reference, product: row.product, amountCents: row.orderAmount ?? row.sandboxAmount ?? listAmount, currency: 'eur', paidAt: row.paidAt };
  });
  return { account, profile, passes, payments };
}

/** Every catalogue request as one JSON array, written a page at a time. */
export async function* streamCatalogRequestsJson(db: Database, userId: string): AsyncGenerator<string> {
  yield '[';
  let cursor: PageCursor | undefined;
  let isFirst = true;
  for (;;) {
    const page = await listCatalogRequests(db, userId, { cursor, limit: 500 });
    for (const request of page.requests) {
      yield `${isFirst ? '\n' : ',\n'}${JSON.stringify(request)}`;
      isFirst = false;
    }
    if (page.nextCursor === null) break;
    cursor = decodePageCursor(page.nextCursor) ?? undefined;
    if (cursor === undefined) break;
  }
  yield '\n]\n';
}
