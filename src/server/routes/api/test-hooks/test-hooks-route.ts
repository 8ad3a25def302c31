import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { templateIdFromPath } from '../../../../shared/catalog/template-id.js';
import type { SessionResolver } from '../../../auth/current-session.js';
import { requireUserId } from '../../../auth/require-user.js';
import type { Database } from '../../../db/client.js';
import { catalogRequests, unlockedTemplates, users } from '../../../db/schema.js';
import { eq } from 'drizzle-orm';
import { parseWith } from '../../../http/parse-with.js';

const SetPass = z.object({
  originalPath: z.string().min(1).max(500),
  previewPath: z.string().min(1).max(500),
  downloadsRemaining: z.number().int().min(0).max(100),
  expiresAt: z.iso.datetime(),
});

const SetPlan = z.object({
  planType: z.enum(['Gratuito', 'Una Tantum', 'Annuale']),
  subscriptionStatus: z.enum(['active', 'canceled']).nullable(),
  currentPeriodEnd: z.number().int().min(0).max(253_402_300_799).nullable(),
});

const text = z.string().max(500).default('');

/** A request for the logged-in operator without a trip through the public catalogue (the dashboard e2e tests use it). */
const CreateCatalogRequest = z.object({
  template: z
    .object({ displayName: text, original_path: text, preview: text })
    .default({ displayName: '', original_path: '', preview: '' }),
  formData: z
    .object({ names: text, eventDate: text, email: text, phone: text, city: text, otherText: text })
    .default({ names: '', eventDate: '', email: '', phone: '', city: '', otherText: '' }),
});

/**
 * End-to-end tests only (TEST_HOOKS=true): lets a test give the logged-in user a pass, a plan
 * or a client request, since the browser cannot reach the server's embedded database. Never
 * on by default.
 */
export function registerTestHooks(app: FastifyInstance, db: Database, resolver: SessionResolver): void {
  app.post('/api/test-hooks/pass', async (request, reply) => {
    const userId = await requireUserId(resolver, request);
    const body = parseWith(SetPass, request.body);
    const row = {
      userId,
      templateId: templateIdFromPath(body.originalPath),
      originalPath: body.originalPath,
      previewPath: body.previewPath,
      downloadsRemaining: body.downloadsRemaining,
      unlockExpiryDate: new Date(body.expiresAt),
    };
    await db
      .insert(unlockedTemplates)
      .values(row)
      .onConflictDoUpdate({ target: [unlockedTemplates.userId, unlockedTemplates.templateId], set: row });
    await db.update(users).set({ planType: 'Una Tantum' }).where(eq(users.id, userId));
    return reply.status(204).send();
  });

  app.post('/api/test-hooks/plan', async (request, reply) => {
    const userId = await requireUserId(resolver, request);
    const body = parseWith(SetPlan, request.body);
    await db.update(users).set(body).where(eq(users.id, userId));
    return reply.status(204).send();
  });

  app.post('/api/test-hooks/catalog-request', async (request, reply) => {
    const userId = await requireUserId(resolver, request);
    const body = parseWith(CreateCatalogRequest, request.body ?? {});
    const id = randomUUID();
    await db.insert(catalogRequests).values({ id, operatorId: userId, template: body.template, formData: body.formData });
    return reply.status(201).send({ requestId: id });
  });
}
