import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { validationFailure } from './parse-with.js';

/**
 * Validates a route's declared `schema` (body, params, querystring, headers: shared zod schemas)
 * with the same answer as `parseWith`: an AppError 400 VALIDATION_FAILED whose details name the
 * schema's complaints. Fastify keeps an Error's status and code, so the error handler sends it as
 * any other AppError; the library's own compiler would send no details. The parsed value (trimmed,
 * defaulted, coerced) replaces request.body/params/query. Fastify hands a missing body over as
 * null: it is turned back into undefined, so a body-less request gets the complaints it got when
 * routes parsed `request.body` themselves.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  if (!(schema instanceof z.ZodType)) throw new Error(`Route schemas are zod schemas (${String(httpPart)} is not)`);
  return (data: unknown) => {
    const result = schema.safeParse(httpPart === 'body' && data === null ? undefined : data);
    return result.success ? { value: result.data } : { error: validationFailure(result.error) };
  };
};

/** Before any route registers: every declared schema is checked by `zodValidatorCompiler`. */
export function registerZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(zodValidatorCompiler);
}
