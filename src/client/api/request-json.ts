import type { z } from 'zod';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { ApiError, createApiError } from './api-error';

/**
 * Fetches a same-origin JSON endpoint and validates the answer with its shared schema. Every
 * failure (HTTP error, non-JSON body, schema mismatch) becomes an ApiError.
 */
export async function requestJson<Schema extends z.ZodType>(path: string, schema: Schema, init: RequestInit = {}): Promise<z.infer<Schema>> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  const response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  const body = await readJson(response);
  if (!response.ok) throw createApiError(response.status, body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(ErrorCodes.internal, `Unexpected response from ${path}`, response.status, { cause: parsed.error });
  }
  return parsed.data;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // An HTML page where JSON was expected (an SPA fallback, a proxy error): the schema will reject it.
    return undefined;
  }
}
