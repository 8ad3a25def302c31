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

/**
 * Records a paid 'Layout su Misura' (once per checkout session), tells support by mail and sends
 * the buyer a confirmation that says what happens next and what to prepare (the /grazie page's
 * list, for whoever closed that page); an answer to it reaches support. Both mails are queued in
 * the order's transaction: they exist exactly when the order does. Answers the support mail.
 */
export async function recordCustomLayoutOrder(tx: Database, input: CustomLayoutOrderInput): Promise<QueuedEmail | undefined> {
  const id = randomUUID();
  const inserted = await tx
    .insert(customLayoutOrders)
    .values({ id, sessionId: input.sessionId, userId: input.userId, email: input.email, amountCents: input.amountCents })
    .onConflictDoNothing({ target: customLayoutOrders.sessionId })
    .returning({ id: customLayoutOrders.id });
  if (inserted.length === 0) return undefined;
  await queueEmail(tx, composeBuyerConfirmation({ id, email: input.email, amountCents: input.amountCents, supportEmail: input.supportEmail }));
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

/** The buyer's mail, in Italian as the order page: the order, what happens next, what to prepare. */
function composeBuyerConfirmation(order: { id: string; email: string; amountCents: number; supportEmail: string }): Omit<QueuedEmail, 'id'> {
  return {
    to: order.email,
    replyTo: order.supportEmail,
    subject: 'Layout su Misura: abbiamo ricevuto il tuo ordine',
    body: [
      'Grazie! Abbiamo ricevuto il pagamento del tuo Layout su Misura.',
      `Ordine: ${order.id}`,
      `Importo: ${formatEuro(order.amountCents, true)} (IVA inclusa, una tantum)`,
      '',
      'Cosa succede adesso:',
      '1. Entro 24 ore lavorative un nostro grafico ti scrive a questo indirizzo per iniziare il tuo layout.',
      '2. Gli mandi le tue indicazioni e ricevi la prima bozza entro 24 ore lavorative.',
      '',
      'Cosa preparare:',
      '- I nomi da mettere sul layout (gli sposi, il festeggiato…)',
      '- La data dell’evento',
      '- Il tema o lo stile che preferisci (colori, esempi che ti piacciono)',
      '- Le foto da inserire, se ne vuoi',
      '- Il tuo logo, se deve comparire',
      '',
      'Puoi già mandarci tutto rispondendo a questa email.',
      '',
      'Il team di Cornice',
    ].join('\n'),
  };
}
