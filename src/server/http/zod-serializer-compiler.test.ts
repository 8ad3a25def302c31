import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { apiMessage } from '../../shared/api/api-messages.js';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { registerErrorHandling } from '../plugins/error-handling.js';
import { AppError } from './app-error.js';
import { ResponseMismatch, zodSerializerCompiler } from './zod-serializer-compiler.js';
import { registerZodValidation } from './zod-validator-compiler.js';

const Answer = z.object({ name: z.string(), count: z.number().int() });

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A route declaring `Answer` for 200 that answers whatever `answer` holds. */
async function appAnswering(answer: unknown, checkResponses: boolean): Promise<FastifyInstance> {
  const instance = Fastify();
  registerErrorHandling(instance);
  registerZodValidation(instance, { checkResponses });
  const typed = instance.withTypeProvider<ZodTypeProvider>();
  // The cast stands for a handler whose answer drifted from its schema (the compiler would refuse it).
  typed.get('/answer', { schema: { response: { 200: Answer } } }, async () => answer as z.input<typeof Answer>);
  typed.get('/refused', { schema: { response: { 200: Answer } } }, () => {
    throw new AppError(404, ErrorCodes.notFound, apiMessage('notFound'));
  });
  await instance.ready();
  app = instance;
  return instance;
}

describe('declared response schemas', () => {
  it('send the answer as the handler built it, a field the schema does not name included', async () => {
    for (const checkResponses of [true, false]) {
      const instance = await appAnswering({ name: 'Sposi', count: 2, extra: [1, 2] }, checkResponses);
      const response = await instance.inject({ method: 'GET', url: '/answer' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ name: 'Sposi', count: 2, extra: [1, 2] });
      await instance.close();
      app = undefined;
    }
  });

  it('refuse, when checked, an answer that does not match (a 500 the tests see)', async () => {
    const instance = await appAnswering({ name: 'Sposi', count: 'due' }, true);
    const response = await instance.inject({ method: 'GET', url: '/answer' });
    expect(response.statusCode).toBe(500);
  });

  it('take zod/mini schemas too (the ones the client bundle shares)', () => {
    const Mini = zm.object({ count: zm.number() });
    const serialize = zodSerializerCompiler({ checkResponses: true })({ schema: Mini, method: 'GET', url: '/mini', httpStatus: '200' });
    expect(serialize({ count: 1 })).toBe('{"count":1}');
    expect(() => serialize({ count: 'one' })).toThrow(ResponseMismatch);
  });

  it('name the route, the status and the field that does not match', () => {
    const serialize = zodSerializerCompiler({ checkResponses: true })({ schema: Answer, method: 'GET', url: '/answer', httpStatus: '200' });
    expect(() => serialize({ name: 'Sposi', count: 'due' })).toThrow(ResponseMismatch);
    expect(() => serialize({ name: 'Sposi', count: 'due' })).toThrow(/GET \/answer answered 200 .*count/s);
    expect(serialize({ name: 'Sposi', count: 2 })).toBe('{"name":"Sposi","count":2}');
  });

  it('leave an unchecked answer as it is (production)', async () => {
    const instance = await appAnswering({ name: 'Sposi', count: 'due' }, false);
    const response = await instance.inject({ method: 'GET', url: '/answer' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Sposi', count: 'due' });
  });

  it('do not apply to a status they do not declare', async () => {
    const instance = await appAnswering({ name: 'Sposi', count: 2 }, true);
    const response = await instance.inject({ method: 'GET', url: '/refused' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: ErrorCodes.notFound } });
  });
});
