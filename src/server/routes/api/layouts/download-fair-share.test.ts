import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTextElement } from '../../../../shared/layout/create-text-element.js';
import type { LayoutDocument } from '../../../../shared/layout/layout-document.js';
import { callApi, createSampleLayout, layoutTemplate, sampleLayoutDocument } from '../../../test-support/layout-kit.js';
import { startRenderTestApp } from '../../../test-support/render-test-app.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { testPublicUrl } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';

/**
 * An operator's downloads take turns with everyone else's, and a download whose connection
 * closes stops drawing: over loopback HTTP, as browsers and scripts send them.
 */

let t: TestApp;
let flooder: TestOperator;
let port: number;

beforeAll(async () => {
  // One render thread and one place in its queue; a deadline and a cost budget far beyond the test's patience.
  ({ t, operator: flooder } = await startRenderTestApp({ r: 200, g: 200, b: 200 }, { RENDER_QUEUE_LIMIT: '1', RENDER_TIMEOUT_MS: '600000', RENDER_BUDGET_MS: '600000', RATE_LIMIT_DRAFTS_PER_MINUTE: '1000' }));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

/**
 * 3,000 long texts at the largest size, outline and shadow: minutes of drawing (a thousand
 * shorter ones took 17 s), within every limit the editor has.
 */
function heavyDocument(): LayoutDocument {
  let next = 0;
  const context = { createId: () => `heavy-${(next += 1)}`, scale: 1, template: layoutTemplate };
  const elements = Array.from({ length: 3000 }, (_, index) => ({
    ...createTextElement(context, { content: `Anna e Luca ${index} — una festa grande per tutti gli amici, i parenti e chi passa di qui` }),
    fontSize: 200,
    strokeWidth: 20,
    shadowEnabled: true,
    shadowBlur: 50,
  }));
  return { ...sampleLayoutDocument(), elements };
}

interface Answer {
  status: number;
  body: string;
}

interface OpenDownload {
  answer: Promise<Answer>;
  /** Closes the connection, as a closed tab or a script that stops waiting does. */
  close: () => void;
}

function startDownload(operator: TestOperator, layoutId: string): OpenDownload {
  const payload = JSON.stringify({ format: 'png' });
  const sent = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `/api/layouts/${layoutId}/downloads`,
    agent: false,
    headers: { cookie: operator.browser.jar.header(), origin: testPublicUrl, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    sent.on('response', (response) => {
      const parts: Buffer[] = [];
      response.on('data', (chunk: Buffer) => parts.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString('latin1') }));
      response.on('error', reject);
    });
    sent.on('error', reject);
  });
  answer.catch(() => undefined);
  sent.end(payload);
  return { answer, close: () => sent.destroy() };
}

/** The answer if it comes within `ms`, else null (the request stays open). */
function answerWithin(download: OpenDownload, ms: number): Promise<Answer | null> {
  return Promise.race([download.answer, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
}

describe("an operator's downloads and the render pool", () => {
  it("an operator's flood of heavy downloads fills only their own turn: another operator's download is taken, and served once the flood's connections close", async () => {
    // The other operator's layout is made first: its thumbnail is drawn in the same pool.
    const other = await TestOperator.signUp(t.app);
    const small = await createSampleLayout(t.app, other, { document: { ...sampleLayoutDocument(), elements: [] } });
    const heavy = await createSampleLayout(t.app, flooder, { document: sampleLayoutDocument() });
    const saved = await callApi(t.app, flooder, 'PUT', `/api/layouts/${heavy.id}`, { baseRevision: heavy.revision, document: heavyDocument() });
    expect(saved.statusCode, saved.body).toBe(200);

    // Downloads until one is refused as busy: the flooder then has all the pool will give them.
    const flood: OpenDownload[] = [];
    let refusal: Answer | null = null;
    for (let attempt = 0; attempt < 20 && refusal === null; attempt += 1) {
      const download = startDownload(flooder, heavy.id);
      const early = await answerWithin(download, 2500);
      if (early === null) flood.push(download);
      else refusal = early;
    }
    expect(refusal?.status, refusal?.body).toBe(503);
    expect(refusal?.body).toContain('RENDER_BUSY');
    // One drawing and two waiting for their turn.
    expect(flood).toHaveLength(3);

    const theirs = startDownload(other, small.id);
    // Taken, not refused: it waits in the pool's queue behind the one drawing.
    expect(await answerWithin(theirs, 1000)).toBeNull();

    // Closed, the flood's drawing stops (it had more than a minute to go) and theirs is drawn.
    for (const download of flood) download.close();
    const served = await answerWithin(theirs, 30_000);
    expect(served?.status, served?.body).toBe(200);
  }, 60_000);
});
