import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RequestStatus } from '../../../../shared/api/dashboard.js';
import { templateIdFromPath } from '../../../../shared/catalog/template-id.js';
import { signedInOperator } from '../../../auth/route-access.js';
import type { Database } from '../../../db/client.js';
import { catalogRequests, unlockedTemplates, users } from '../../../db/schema.js';
import { eq } from 'drizzle-orm';
import { parseWith } from '../../../http/parse-with.js';
import { registerBoothPackElapsedHook } from './booth-pack-elapsed-hook.js';
import { registerOutboxHooks } from './outbox-hooks.js';

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

/** Many requests at once (the dashboard's paging tests and bench): request i is `namePrefix i`, i seconds newer than i - 1. */
const CreateCatalogRequests = z.object({
  count: z.number().int().min(1).max(20_000),
  namePrefix: z.string().max(100).default('Cliente'),
  /** Cycled over the requests: request i gets statuses[(i - 1) % length]. */
  statuses: z.array(RequestStatus).min(1).max(6).default(['nuova']),
  template: z.object({ displayName: text, original_path: text, preview: text }).default({ displayName: '', original_path: '', preview: '' }),
});

const cities = ['Firenze', 'Roma', 'Milano', 'Napoli'] as const;

/**
 * End-to-end tests only (TEST_HOOKS=true): lets a test give the logged-in user a pass, a plan
 * or a client request, or let time pass for one of its booth pack links, since the browser
 * cannot reach the server's embedded database. Never on by default.
 */
export function registerTestHooks(app: FastifyInstance, db: Database): void {
  app.post('/api/test-hooks/pass', async (request, reply) => {
    const userId = signedInOperator(request).userId;
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
    const userId = signedInOperator(request).userId;
    const body = parseWith(SetPlan, request.body);
    await db.update(users).set(body).where(eq(users.id, userId));
    return reply.status(204).send();
  });

  app.post('/api/test-hooks/catalog-request', async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const body = parseWith(CreateCatalogRequest, request.body ?? {});
    const id = randomUUID();
    await db.insert(catalogRequests).values({ id, operatorId: userId, template: body.template, formData: body.formData });
    return reply.status(201).send({ requestId: id });
  });

  app.post('/api/test-hooks/catalog-requests', async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const body = parseWith(CreateCatalogRequests, request.body ?? {});
    const start = Date.now() - body.count * 1000;
    const rows = Array.from({ length: body.count }, (_, index) => {
      const n = index + 1;
      return {
        id: randomUUID(),
        operatorId: userId,
        createdAt: new Date(start + n * 1000),
        status: body.statuses[index % body.statuses.length] ?? 'nuova',
        template: body.template,
        formData: { names: `${body.namePrefix} ${n}`, eventDate: '12 giugno 2027', email: `cliente${n}@example.test`, phone: `+39 333 ${String(n).padStart(7, '0')}`, city: cities[index % cities.length] ?? '', otherText: '' },
      };
    });
    for (let i = 0; i < rows.length; i += 1000) await db.insert(catalogRequests).values(rows.slice(i, i + 1000));
    return reply.status(201).send({ count: rows.length });
  });

  registerBoothPackElapsedHook(app, db);
  registerOutboxHooks(app, db);
}
