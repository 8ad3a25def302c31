import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * A Fastify scope whose routes declare their body, params and query with the shared zod schemas:
 * `request.body` and friends are typed from them, and `zodValidatorCompiler` checks them.
 */
export type ZodScope = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
