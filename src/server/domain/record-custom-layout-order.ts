import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import { customLayoutOrders } from '../db/schema.js';
import { formatEuro } from '../payments/products.js';
import { type QueuedEmail, queueEmail } from './queue-email.js';

export interface CustomLayoutOrderInput {
  sessionId: string;
  userId: string | null;
  email: string;
  amountCents: number;
  supportEmail: string;
}

/** Records a paid 'Layout su Misura' (once per checkout session) and tells support by mail. */
export async function recordCustomLayoutOrder(tx: Database, input: CustomLayoutOrderInput): Promise<QueuedEmail | undefined> {
  const id = randomUUID();
  const inserted = await tx
    .insert(customLayoutOrders)
    .values({ id, sessionId: input.sessionId, userId: input.userId, email: input.email, amountCents: input.amountCents })
    .onConflictDoNothing({ target: customLayoutOrders.sessionId })
    .returning({ id: customLayoutOrders.id });
  if (inserted.length === 0) return undefined;
  return queueEmail(tx, {
    to: input.supportEmail,
    subject: 'Nuovo ordine Layout su Misura',
    body: [
      'È stato pagato un Layout su Misura.',
      `Ordine: ${id}`,
      `Cliente: ${input.email}${input.userId === null ? ' (visitatore)' : ` (operatore ${input.userId})`}`,
      `Importo: ${formatEuro(input.amountCents, true)}`,
      `Sessione di pagamento: ${input.sessionId}`,
      'Prima bozza promessa entro 24 ore lavorative.',
    ].join('\n'),
  });
}
