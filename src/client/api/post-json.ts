import type { z } from 'zod';
import { requestJson } from './request-json.js';

/** POSTs a JSON body to a same-origin endpoint and validates the answer with its shared schema. */
export function postJson<Schema extends z.ZodType>(path: string, body: unknown, schema: Schema): Promise<z.infer<Schema>> {
  return requestJson(path, schema, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}
