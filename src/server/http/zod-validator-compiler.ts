import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { validationFailure } from './parse-with.js';
import { zodSerializerCompiler } from './zod-serializer-compiler.js';

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
  const refusal = refusals.get(schema);
  return (data: unknown) => {
    const result = schema.safeParse(httpPart === 'body' && data === null ? undefined : data);
    if (result.success) return { value: result.data };
    return { error: refusal === undefined ? validationFailure(result.error) : refusal() };
  };
};

const refusals = new WeakMap<z.ZodType, () => Error>();

/**
 * A route schema refused with another answer than VALIDATION_FAILED: a layout id we could never
 * have made is simply not found (404). Fastify checks params before the body and the query, so a
 * route declaring such params answers 404 before any complaint about its body, as it did when
 * the handler read the id first.
 */
export function refusedAs<S extends z.ZodType>(schema: S, refusal: () => Error): S {
  refusals.set(schema, refusal);
  return schema;
}

/**
 * Before any route registers: every declared input schema is checked by `zodValidatorCompiler`,
 * and every declared response schema serializes through `zodSerializerCompiler`.
 */
export function registerZodValidation(app: FastifyInstance, options: { checkResponses: boolean } = { checkResponses: true }): void {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler(options));
}
