import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { paymentEvents } from '../db/schema.js';

export interface PaymentEventRef {
  id: string;
  type: string;
  created: number;
}

/**
 * Claims the event id inside the caller's transaction. Concurrent deliveries of one event wait
 * on the primary key until the first commits, then find the row: exactly one of them sees true.
 * If the first fails and rolls back, the id is free again and a retry fulfils it.
 */
export async function recordPaymentEvent(tx: Database, event: PaymentEventRef): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, providerCreated: event.created })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** A cheap look before asking the provider anything: replays stop here. */
export async function isPaymentEventRecorded(db: Database, eventId: string): Promise<boolean> {
  const rows = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, eventId)).limit(1);
  return rows.length > 0;
}
