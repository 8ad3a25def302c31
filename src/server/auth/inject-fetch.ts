import type { FastifyInstance } from 'fastify';

interface FetchOptions {
  method?: string;
  headers?: Headers | Record<string, string> | [string, string][];
  body?: unknown;
}

/**
 * A fetch that answers from this same Fastify instance. The embedded identity provider lives in
 * this process, so our OIDC client talks to it without a network hop (and before the server
 * listens, which keeps tests and start-up simple).
 */
export function createInjectFetch(app: FastifyInstance) {
  return async (url: string, options: FetchOptions): Promise<Response> => {
    const target = new URL(url);
    const headers: Record<string, string> = { host: target.host };
    new Headers(options.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const response = await app.inject({
      method: (options.method ?? 'GET') as 'GET',
      url: target.pathname + target.search,
      headers,
      payload: toPayload(options.body),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(key, v);
    }
    const hasBody = response.statusCode !== 204 && response.statusCode !== 304;
    return new Response(hasBody ? new Uint8Array(response.rawPayload) : null, { status: response.statusCode, headers: responseHeaders });
  };
}

function toPayload(body: unknown): string | Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  throw new TypeError('unsupported request body for the embedded identity provider');
}
