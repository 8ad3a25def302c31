import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type Serializer = (data: unknown) => string;

/**
 * Serializes a route's JSON answer for a declared response schema (`schema: { response: { 200:
 * DraftViewResponse } }`). The schema types the handler's return value at compile time (through
 * `ZodTypeProvider`); at run time the answer is sent as the handler built it, with
 * `JSON.stringify`, never reshaped by the schema, so a field the schema does not name still
 * reaches the client and a large answer costs no second walk. With `checkResponses` (the test
 * suites) the answer is checked first and a mismatch throws, which Fastify answers with a 500
 * and the test sees; the message names the route, the status and zod's complaints.
 */
export function zodSerializerCompiler(options: { checkResponses: boolean }): FastifySerializerCompiler<z.core.$ZodType> {
  return ({ schema, method, url, httpStatus }): Serializer => {
    // zod/mini's schemas (the ones the client bundle shares) are core schemas, not z.ZodType.
    if (!(schema instanceof z.core.$ZodType)) throw new Error(`Response schemas are zod schemas (${method} ${url} ${String(httpStatus)} is not)`);
    if (!options.checkResponses) return (data) => JSON.stringify(data);
    return (data) => {
      const result = z.safeParse(schema, data);
      if (!result.success) throw new ResponseMismatch(`${method} ${url} answered ${String(httpStatus)} outside its response schema: ${z.prettifyError(result.error)}`);
      return JSON.stringify(data);
    };
  };
}

/** An answer that does not match its declared schema (only when responses are checked). */
export class ResponseMismatch extends Error {
  override readonly name = 'ResponseMismatch';
}
