import { eq, inArray, or, sql } from 'drizzle-orm';
import { PurchaseType } from '../../../shared/api/checkout.js';
import type { Database } from '../../db/client.js';
import {
  accountTokens,
  accountDeletions,
  customLayoutOrders,
  emailOutbox,
  fulfilledCheckoutSessions,
  idpAccounts,
  idpPayloads,
  retainedPayments,
  sandboxCheckoutSessions,
  users,
} from '../../db/schema.js';
import { productFor } from '../../payments/products.js';

export interface DeletionJob {
  id: string;
  userId: string;
  oidcSubject: string;
  isEmbeddedIdentity: boolean;
  email: string;
}

/**
 * One transaction: lists every file the account owns as the job's (so a crash after it still
 * knows what to remove, and no file is left without an owner), keeps its payments as retained
 * records (product, amount, date, no person), and deletes the user row, whose foreign keys take
 * every table of the account with it, plus the embedded provider's account, grants and tokens
 * and the mail addressed to the account. Running it again after it committed changes nothing.
 */
export async function deleteAccountRows(db: Database, job: DeletionJob): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ contactEmail: users.contactEmail, secondaryEmail: users.secondaryEmail })
      .from(users)
      .where(eq(users.id, job.userId))
      .for('update');
    if (user !== undefined) {
      await tx.execute(sql`
        insert into account_deletion_files (deletion_id, key)
        select ${job.id}, file_key from (
          select key as file_key from stored_files where user_id = ${job.userId}
          union select blob_key from drafts where user_id = ${job.userId}
          union select thumbnail_key from layouts where user_id = ${job.userId}
          union select original_key from custom_templates where user_id = ${job.userId}
          union select preview_key from custom_templates where user_id = ${job.userId}
          union select key from brand_fonts where user_id = ${job.userId}
          union select key from layout_images where user_id = ${job.userId}
          union select blob_key from account_exports where user_id = ${job.userId}
          union select r.blob_key from booth_pack_revisions r join booth_pack_links l on l.layout_id = r.layout_id where l.user_id = ${job.userId}
        ) owned where file_key is not null
        on conflict do nothing`);
      await retainPayments(tx, job.userId);
      await tx.update(customLayoutOrders).set({ email: '' }).where(eq(customLayoutOrders.userId, job.userId));
      const addresses = [job.email, user.contactEmail, user.secondaryEmail].filter((address) => address !== '').map((address) => address.toLowerCase());
      await tx.delete(emailOutbox).where(inArray(sql`lower(${emailOutbox.toAddress})`, addresses));
      // Links mailed to the account (address confirmation, password reset, a new login address):
      // keyed by the user's or the provider account's id and by address, not by a foreign key.
      await tx.delete(accountTokens).where(or(inArray(accountTokens.subject, [job.userId, job.oidcSubject]), inArray(accountTokens.address, addresses)));
      await tx.delete(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.userId, job.userId));
      await tx.delete(users).where(eq(users.id, job.userId));
    }
    if (job.isEmbeddedIdentity) {
      // Sessions, grants, tokens and interactions name the account id somewhere in their payload
      // (a random UUID, so a text match cannot hit another account's row).
      await tx.delete(idpPayloads).where(sql`position(${job.oidcSubject} in ${idpPayloads.payload}::text) > 0`);
      await tx.delete(idpAccounts).where(eq(idpAccounts.id, job.oidcSubject));
    }
    await tx.update(accountDeletions).set({ step: 'rows-deleted' }).where(eq(accountDeletions.id, job.id));
  });
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function retainPayments(tx: Transaction, userId: string): Promise<void> {
  const paid = await tx
    .select({
      sessionId: fulfilledCheckoutSessions.sessionId,
      purchaseType: fulfilledCheckoutSessions.purchaseType,
      paidAt: fulfilledCheckoutSessions.createdAt,
      orderAmount: customLayoutOrders.amountCents,
      sandboxAmount: sandboxCheckoutSessions.amountCents,
    })
    .from(fulfilledCheckoutSessions)
    .leftJoin(customLayoutOrders, eq(customLayoutOrders.sessionId, fulfilledCheckoutSessions.sessionId))
    .leftJoin(sandboxCheckoutSessions, eq(sandboxCheckoutSessions.id, fulfilledCheckoutSessions.sessionId))
    .where(eq(fulfilledCheckoutSessions.userId, userId));
  if (paid.length === 0) return;
  const rows = paid.map((row) => {
    const purchaseType = PurchaseType.safeParse(row.purchaseType);
    // Stripe's own prices carry the amount in production; the catalogue's is the best record we hold.
    const listAmount = purchaseType.success ? productFor(purchaseType.data).amountCents : 0;
    return { id: row.sessionId, product: row.purchaseType, amountCents: row.orderAmount ?? row.sandboxAmount ?? listAmount, paidAt: row.paidAt };
  });
  await tx.insert(retainedPayments).values(rows).onConflictDoNothing();
}
