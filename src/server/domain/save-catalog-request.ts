import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { CatalogRequestFormData } from '../../shared/api/public-catalog.js';
import type { BuiltInTemplates } from '../catalog/built-in-templates.js';
import type { Database } from '../db/client.js';
import { type CatalogRequestTemplate, catalogRequests, users } from '../db/schema.js';
import { findCatalogTemplate, type SentCatalogTemplate } from './find-catalog-template.js';
import { operatorMailAddress } from './operator-mail-address.js';
import { findVerifiedAddresses } from './verified-addresses.js';
import { queueEmail } from './queue-email.js';

export interface SaveCatalogRequestInput {
  operatorId: string;
  template: SentCatalogTemplate;
  formData: CatalogRequestFormData;
  /** The sender's network (sender-network.ts), kept with the request and counted on its own. */
  senderNetwork: string;
  /** Requests one operator may receive in an hour from one network (CATALOG_REQUESTS_PER_NETWORK_HOUR). */
  perNetworkHourLimit: number;
  /** Requests one operator may receive in an hour (CATALOG_REQUESTS_PER_OPERATOR_HOUR). */
  perOperatorHourLimit: number;
  /** Where the operator answers, named in the mail. */
  dashboardUrl: string;
}

export type SaveCatalogRequestResult =
  | { kind: 'saved'; requestId: string }
  | { kind: 'operator_not_found' }
  | { kind: 'template_invalid' }
  | { kind: 'network_limit' }
  | { kind: 'operator_limit' };

/**
 * Stores a client's request from an operator's public catalogue (status nuova) and queues the
 * operator's notification in the same transaction. The operator's row is locked first, so
 * parallel requests to one operator are counted one after another and the hourly caps hold
 * exactly, whichever addresses send them. The sender's network is counted first: a refused
 * request is not stored, so a flood from one network stops at its own cap and leaves the
 * operator's budget to everyone else.
 */
export async function saveCatalogRequest(db: Database, builtIns: BuiltInTemplates, input: SaveCatalogRequestInput): Promise<SaveCatalogRequestResult> {
  return db.transaction(async (tx): Promise<SaveCatalogRequestResult> => {
    const [operator] = await tx
      .select({ email: users.email, contactEmail: users.contactEmail, requestMailDigest: users.requestMailDigest })
      .from(users)
      .where(eq(users.id, input.operatorId))
      // Not FOR UPDATE: the operator's own inserts (drafts, templates) take a key-share lock and need not wait.
      .for('no key update');
    if (operator === undefined) return { kind: 'operator_not_found' };
    const template = await findCatalogTemplate(tx, builtIns, input.operatorId, input.template);
    if (template === null) return { kind: 'template_invalid' };
    const [fromNetwork] = await tx
      .select({ total: count() })
      .from(catalogRequests)
      .where(and(eq(catalogRequests.operatorId, input.operatorId), eq(catalogRequests.senderNetwork, input.senderNetwork), gt(catalogRequests.createdAt, sql`now() - interval '1 hour'`)));
    if ((fromNetwork?.total ?? 0) >= input.perNetworkHourLimit) return { kind: 'network_limit' };
    const [recent] = await tx
      .select({ total: count() })
      .from(catalogRequests)
      .where(and(eq(catalogRequests.operatorId, input.operatorId), gt(catalogRequests.createdAt, sql`now() - interval '1 hour'`)));
    if ((recent?.total ?? 0) >= input.perOperatorHourLimit) return { kind: 'operator_limit' };
    const requestId = randomUUID();
    await tx.insert(catalogRequests).values({ id: requestId, operatorId: input.operatorId, template, formData: input.formData, senderNetwork: input.senderNetwork });
    const to = operatorMailAddress(operator, await findVerifiedAddresses(tx, input.operatorId, [operator.email, operator.contactEmail]));
    // With the daily digest on, the request waits for it (send-request-digests.ts).
    if (to !== undefined && !operator.requestMailDigest) {
      // The subject is fixed: what a stranger typed stays in the plain-text body.
      await queueEmail(tx, { to, subject: 'Nuova richiesta dal tuo catalogo', body: newRequestMailBody(template, input.formData, input.dashboardUrl) });
    }
    return { kind: 'saved', requestId };
  });
}

/** Plain text only: the values are what a stranger typed, and no mail client may render them as markup. */
export function newRequestMailBody(template: CatalogRequestTemplate, form: CatalogRequestFormData, dashboardUrl: string): string {
  return ['Hai ricevuto una nuova richiesta dal tuo catalogo.', '', ...requestMailLines(template, form), '', `Gestisci la richiesta dalla tua dashboard: ${dashboardUrl}`].join('\n');
}

/** One request's fields, a line each, as the request's mail and the daily digest list them. */
export function requestMailLines(template: CatalogRequestTemplate, form: CatalogRequestFormData): string[] {
  const orDash = (value: string) => (value === '' ? '—' : value);
  return [
    `Nomi: ${form.names}`,
    `Data dell'evento: ${form.eventDate}`,
    `Città: ${form.city}`,
    `Email: ${orDash(form.email)}`,
    `Telefono: ${orDash(form.phone)}`,
    `Template: ${template.displayName}`,
    `Note: ${orDash(form.otherText)}`,
  ];
}
