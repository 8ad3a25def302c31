import { and, desc, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { accountTokens, emailOutbox } from '../../../db/schema.js';
import { parseWith } from '../../../http/parse-with.js';

const MailsQuery = z.object({ to: z.string().min(1).max(254) });
const ExpireLinks = z.object({ to: z.string().min(1).max(254) });

/**
 * GET /api/test-hooks/mails?to=: the mails queued to an address, newest first, as the outbox
 * holds them. End-to-end tests read account links from here (a person reads their inbox).
 * No login: the reader of a password-reset mail is by definition logged out.
 */
export function registerOutboxHooks(app: FastifyInstance, db: Database): void {
  app.get('/api/test-hooks/mails', { config: { access: 'public' } }, async (request) => {
    const { to } = parseWith(MailsQuery, request.query);
    const rows = await db
      .select({ subject: emailOutbox.subject, body: emailOutbox.body, createdAt: emailOutbox.createdAt })
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.toAddress}) = ${to.trim().toLowerCase()}`)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(50);
    return { mails: rows.map((row) => ({ subject: row.subject, body: row.body, createdAt: row.createdAt.toISOString() })) };
  });

  // Time passing for the links mailed to an address: every unused one is now past its end.
  app.post('/api/test-hooks/expire-account-links', { config: { access: 'public' } }, async (request, reply) => {
    const { to } = parseWith(ExpireLinks, request.body);
    await db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(and(sql`${accountTokens.address} = ${to.trim().toLowerCase()}`, isNull(accountTokens.usedAt)));
    return reply.status(204).send();
  });
}
