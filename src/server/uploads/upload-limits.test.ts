import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxCustomOriginalBytes } from '../../shared/api/custom-templates.js';
import { maxLogoBytes } from '../../shared/api/dashboard.js';
import { maxDraftBytes } from '../../shared/api/drafts.js';
import { uploadCustomTemplateBodyLimit } from '../routes/api/templates/upload-custom-template-route.js';
import { createDraftBodyLimit } from '../routes/api/drafts/create-draft-route.js';
import { uploadLogoBodyLimit } from '../routes/api/profile/upload-logo-route.js';
import { megabytes, measurePeakRssGrowth } from '../test-support/measure-memory.js';
import { chunkFrame, sendRaw } from '../test-support/raw-http.js';
import { createTestApp, type TestApp, testPublicUrl } from '../test-support/test-app.js';
import { TestOperator } from '../test-support/test-operator.js';
import { createTestPng } from '../test-support/test-png.js';
import { countStored, giveAnnualPlan, type UploadKind, uploadKinds, uploadRequest } from '../test-support/upload-kit.js';

const limits: Record<UploadKind, { maxFileBytes: number; bodyLimit: number }> = {
  draft: { maxFileBytes: maxDraftBytes, bodyLimit: createDraftBodyLimit },
  logo: { maxFileBytes: maxLogoBytes, bodyLimit: uploadLogoBodyLimit },
  template: { maxFileBytes: maxCustomOriginalBytes, bodyLimit: uploadCustomTemplateBodyLimit },
};

let t: TestApp;
let operator: TestOperator;
let port: number;
let preview: Buffer;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DRAFTS_PER_MINUTE: '1000' });
  operator = await TestOperator.signUp(t.app);
  await giveAnnualPlan(t.database.db, operator.userId);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  preview = await createTestPng(20, 30);
});
afterAll(async () => {
  await t.close();
});

function head(url: string, length: { contentLength: number } | 'chunked'): string {
  const lines = [
    `POST ${url} HTTP/1.1`,
    'Host: localhost:8080',
    `Origin: ${testPublicUrl}`,
    'Sec-Fetch-Site: same-origin',
    `Cookie: ${operator.browser.jar.header()}`,
    'Content-Type: application/json',
    ...(length === 'chunked' ? [] : ['Connection: close']),
    length === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${length.contentLength}`,
  ];
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** The JSON body of an upload whose file is `fileBytes` long (a PNG signature, then zeros). */
function oversizeBody(kind: UploadKind, fileBytes: number): { url: string; body: Buffer } {
  const file = Buffer.alloc(fileBytes);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(file);
  const { url, body } = uploadRequest(kind, { bytes: file, claimedType: 'image/png' }, preview);
  return { url, body: Buffer.from(JSON.stringify(body)) };
}

describe('upload size limits over a real socket', () => {
  it('answers a file 1 byte over its limit with 413 and stores nothing', async () => {
    const before = await countStored(t.database.db, operator.userId);
    for (const kind of uploadKinds) {
      const { url, body } = oversizeBody(kind, limits[kind].maxFileBytes + 1);
      expect(body.length, kind).toBeLessThanOrEqual(limits[kind].bodyLimit);
      const response = await sendRaw(port, head(url, { contentLength: body.length }), [body]);
      expect(response?.status, kind).toBe(413);
      expect(response?.body).toContain('PAYLOAD_TOO_LARGE');
    }
    expect(await countStored(t.database.db, operator.userId)).toEqual(before);
  });

  it('stops a body with no length (chunked) at the stream limit: 413, memory bounded while 256 MB are offered, nothing stored', async () => {
    const before = await countStored(t.database.db, operator.userId);
    const megabyte = chunkFrame(Buffer.alloc(1024 * 1024, 'A'));
    // Far more than any limit: a server that kept the stream would grow by all of it. One that
    // stops keeping at its limit grows by that limit and by the drained chunks the garbage
    // collector has not yet freed (it frees outside memory in steps of tens of MB), so the bound
    // is half the offer, not a small figure that a late collection can cross.
    const offeredMegabytes = 256;
    for (const kind of uploadKinds) {
      // 1 byte past the route's limit, then far beyond: the server must stop reading at its limit.
      const opening = chunkFrame(Buffer.from(`{"image":"data:image/png;base64,${'A'.repeat(limits[kind].bodyLimit - 31)}`));
      expect(opening.length).toBe(limits[kind].bodyLimit + 1 + `${(limits[kind].bodyLimit + 1).toString(16)}\r\n\r\n`.length);
      const url = uploadRequest(kind, { bytes: preview, claimedType: 'image/png' }, preview).url;
      const { result, peakGrowthBytes } = await measurePeakRssGrowth(() =>
        sendRaw(port, head(url, 'chunked'), [opening, ...Array.from({ length: offeredMegabytes }, () => megabyte), Buffer.from('0\r\n\r\n')], { writeAll: true }),
      );
      expect(result?.status, kind).toBe(413);
      expect(megabytes(peakGrowthBytes), kind).toBeLessThan(offeredMegabytes / 2);
    }
    expect(await countStored(t.database.db, operator.userId)).toEqual(before);
  });

  it('reads no further than a lying, short Content-Length: a 400, never a 5xx, nothing stored', async () => {
    const before = await countStored(t.database.db, operator.userId);
    for (const kind of uploadKinds) {
      const { url, body } = oversizeBody(kind, limits[kind].maxFileBytes + 1);
      const response = await sendRaw(port, head(url, { contentLength: 4096 }), [body]);
      // The cut body is no JSON, and the bytes past it are no request: either way a 400.
      expect(response?.status, kind).toBe(400);
      expect(response?.body).not.toContain('stack');
    }
    expect(await countStored(t.database.db, operator.userId)).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses a declared length past the limit with 413 before reading a byte of the body', async () => {
    for (const kind of uploadKinds) {
      const url = uploadRequest(kind, { bytes: preview, claimedType: 'image/png' }, preview).url;
      // Only the head is sent: an answer proves the server did not wait for the body.
      const response = await sendRaw(port, head(url, { contentLength: limits[kind].bodyLimit + 1 }), [], { timeoutMs: 5000 });
      expect(response?.status, kind).toBe(413);
    }
  });
});
