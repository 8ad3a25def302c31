import { request as httpRequest } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

export interface HttpCall {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
}

/** One request over a fresh loopback connection (no keep-alive), as a separate client would send it. */
export function sendHttp(url: string, call: HttpCall = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: call.method ?? 'GET', headers: call.headers ?? {}, agent: false, timeout: call.timeoutMs ?? 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text: body.toString('utf8') });
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`timeout: ${call.method ?? 'GET'} ${url}`)));
    request.on('error', reject);
    request.end(call.body);
  });
}
