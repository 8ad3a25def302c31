import { ErrorCodes } from '../../shared/api/error-codes.js';
import { ApiError, createApiError } from './api-error.js';

/** A zod schema, full or zod/mini; or the promise of one still loading (GET /api/me's, see fetch-me.ts). */
export interface ResponseSchema<Output> {
  safeParse(data: unknown): { success: true; data: Output } | { success: false; error: Error };
}

/**
 * Fetches a same-origin JSON endpoint and validates the answer with its shared schema. Every
 * failure (HTTP error, non-JSON body, schema mismatch) becomes an ApiError.
 */
export async function requestJson<Output>(
  path: string,
  schema: ResponseSchema<Output> | Promise<ResponseSchema<Output>>,
  init: RequestInit = {},
): Promise<Output> {
  // A schema that fails to load while the request fails too must not be an unhandled rejection.
  if (schema instanceof Promise) schema.catch(() => undefined);
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  const response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  const body = await readJson(response);
  if (!response.ok) throw createApiError(response.status, body);
  const parsed = (await schema).safeParse(body);
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
