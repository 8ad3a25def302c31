import { request } from 'node:http';
import { newDraftId } from './upload-kit.js';

export interface UploadOutcome {
  status: number;
  retryAfter: string | undefined;
  body: string;
}

/**
 * `count` create-draft uploads of the same PNG at once over loopback HTTP, as separate clients
 * would send them. The base64 of the PNG is shared by every body, so the sender's own memory
 * stays one copy whatever the count.
 */
export async function sendParallelDraftUploads(options: { port: number; cookie: string; origin: string; png: Buffer; count: number }): Promise<UploadOutcome[]> {
  const encoded = Buffer.from(options.png.toString('base64'));
  const sendOne = () =>
    new Promise<UploadOutcome>((resolve, reject) => {
      const opening = Buffer.from(`{"draftId":"${newDraftId()}","image":"data:image/png;base64,`);
      const closing = Buffer.from('"}');
      const req = request(
        {
          host: '127.0.0.1',
          port: options.port,
          method: 'POST',
          path: '/api/create-draft',
          headers: {
            cookie: options.cookie,
            origin: options.origin,
            'sec-fetch-site': 'same-origin',
            'content-type': 'application/json',
            'content-length': opening.length + encoded.length + closing.length,
          },
        },
        (res) => {
          const parts: Buffer[] = [];
          res.on('data', (chunk: Buffer) => parts.push(chunk));
          res.on('end', () => {
            const retryAfter = res.headers['retry-after'];
            resolve({ status: res.statusCode ?? 0, retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined, body: Buffer.concat(parts).toString() });
          });
        },
      );
      req.on('error', reject);
      req.write(opening);
      req.write(encoded);
      req.end(closing);
    });
  return Promise.all(Array.from({ length: options.count }, sendOne));
}
