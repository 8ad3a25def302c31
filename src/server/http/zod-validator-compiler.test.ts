import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from '../plugins/error-handling.js';
import { apiMessage } from '../../shared/api/api-messages.js';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { parseWith } from './parse-with.js';
import { AppError } from './app-error.js';
import { refusedAs, registerZodValidation } from './zod-validator-compiler.js';

const Body = z.object({ name: z.string().trim().min(1), count: z.number().int().default(1) });
const Query = z.object({ limit: z.coerce.number().int().min(1).max(50).optional() });
const Params = z.object({ id: z.uuid() });
const ThingParams = refusedAs(z.object({ id: z.string().regex(/^thing_[a-z]{4}$/) }), () => new AppError(404, ErrorCodes.notFound, apiMessage('notFound')));

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerErrorHandling(app);
  registerZodValidation(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/declared', { schema: { body: Body } }, async (request) => ({ body: request.body }));
  typed.post('/parsed', async (request) => ({ body: parseWith(Body, request.body) }));
  typed.get('/declared/:id', { schema: { params: Params, querystring: Query } }, async (request) => ({ id: request.params.id, limit: request.query.limit ?? null }));
  typed.get('/parsed/:id', async (request) => ({ id: parseWith(Params, request.params).id, limit: parseWith(Query, request.query).limit ?? null }));
  typed.post('/things/:id', { schema: { params: ThingParams, body: Body } }, async (request) => ({ id: request.params.id, name: request.body.name }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

async function both(options: { method: 'GET' | 'POST'; path: string; payload?: unknown }): Promise<[{ status: number; type: string | undefined; body: string }, { status: number; type: string | undefined; body: string }]> {
  const answers = await Promise.all(
    ['/declared', '/parsed'].map(async (prefix) => {
      const response = await app.inject({ method: options.method, url: `${prefix}${options.path}`, ...(options.payload === undefined ? {} : { payload: options.payload as object }) });
      return { status: response.statusCode, type: response.headers['content-type'], body: response.body };
    }),
  );
  return [answers[0]!, answers[1]!];
}

describe('zodValidatorCompiler', () => {
  it('answers a refused body byte for byte as parseWith does: 400 VALIDATION_FAILED with the details', async () => {
    const [declared, parsed] = await both({ method: 'POST', path: '', payload: { name: '  ', count: 1.5 } });
    expect(declared).toEqual(parsed);
    expect(declared.status).toBe(400);
    const body = JSON.parse(declared.body) as { error: { code: string; messageKey: string; details: { path: string }[] } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.messageKey).toBe('invalidRequest');
    expect(body.error.details.map((detail) => detail.path)).toEqual(['name', 'count']);
  });

  it('answers a missing body as parseWith answered an undefined one', async () => {
    const [declared, parsed] = await both({ method: 'POST', path: '' });
    expect(declared).toEqual(parsed);
    expect(declared.status).toBe(400);
    expect(declared.body).toContain('received undefined');
  });

  it('answers refused params and queries the same way', async () => {
    for (const path of ['/not-a-uuid', '/5b0c6f5e-3f0a-4a36-9d33-0d2c0ef1b6a1?limit=0', '/5b0c6f5e-3f0a-4a36-9d33-0d2c0ef1b6a1?limit=x']) {
      const [declared, parsed] = await both({ method: 'GET', path });
      expect(declared).toEqual(parsed);
      expect(declared.status).toBe(400);
    }
  });

  it('hands the handler the parsed value (trimmed, defaulted, coerced)', async () => {
    const [declared, parsed] = await both({ method: 'POST', path: '', payload: { name: ' Anna ' } });
    expect(declared).toEqual(parsed);
    expect(JSON.parse(declared.body)).toEqual({ body: { name: 'Anna', count: 1 } });
    const [query] = await both({ method: 'GET', path: '/5b0c6f5e-3f0a-4a36-9d33-0d2c0ef1b6a1?limit=7' });
    expect(JSON.parse(query.body)).toEqual({ id: '5b0c6f5e-3f0a-4a36-9d33-0d2c0ef1b6a1', limit: 7 });
  });

  it('answers params declared refusedAs with their own error, before any complaint about the body', async () => {
    const badBoth = await app.inject({ method: 'POST', url: '/things/nope', payload: { name: '' } });
    expect(badBoth.statusCode).toBe(404);
    expect(badBoth.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String), messageKey: 'notFound' } });
    const badBody = await app.inject({ method: 'POST', url: '/things/thing_abcd', payload: { name: '' } });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().error.code).toBe('VALIDATION_FAILED');
    const good = await app.inject({ method: 'POST', url: '/things/thing_abcd', payload: { name: 'x' } });
    expect(good.json()).toEqual({ id: 'thing_abcd', name: 'x' });
  });

  it('refuses a route schema that is not zod when the route is registered', async () => {
    const other = Fastify();
    registerZodValidation(other);
    other.post('/json-schema', { schema: { body: { type: 'object' } } }, async () => ({}));
    await expect(other.ready()).rejects.toThrow(/zod/);
    await other.close();
  });
});
