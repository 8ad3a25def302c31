import { type ClientRequest, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { logoMaxSide, UploadLogoResponse } from '../../../../shared/api/dashboard.js';
import { allErrorCodes } from '../../../../shared/api/error-codes.js';
import { entityBombSvg, patternBombSvg, slowFilterSvg, useBombSvg } from '../../../test-support/hostile-svgs.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';
import { createTestPng } from '../../../test-support/test-png.js';
import { countStored, upload as uploadKind } from '../../../test-support/upload-kit.js';

const ErrorBody = z.object({ error: z.object({ code: z.enum(allErrorCodes as [string, ...string[]]), message: z.string().min(1) }) });
const errorOf = (response: { json(): unknown }) => ErrorBody.parse(response.json()).error;

const brandSvg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="900" height="300" viewBox="0 0 300 100">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#c0392b"/><stop offset="1" stop-color="#2a6f97"/></linearGradient>
  <path id="petal" d="M0 0 C10 -20 30 -20 40 0 C30 20 10 20 0 0 Z"/></defs>
  <rect width="300" height="100" rx="14" fill="url(#g)"/>
  <use xlink:href="#petal" x="30" y="50" fill="#fff"/><use href="#petal" x="80" y="50" fill="#fc0" opacity="0.7"/>
  <circle cx="220" cy="50" r="30" fill="none" stroke="#fff" stroke-width="6"/>
</svg>`;

let t: TestApp;
let slow: TestApp;
let alice: TestOperator;
let carla: TestOperator;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DRAFTS_PER_MINUTE: '1000' });
  // One shared upload slot and no waiting room, one logo slot, and a short deadline for drawing an SVG.
  slow = await createTestApp({ RATE_LIMIT_DRAFTS_PER_MINUTE: '1000', UPLOAD_CONCURRENCY: '1', UPLOAD_QUEUE_LIMIT: '0', LOGO_UPLOAD_CONCURRENCY: '1', SVG_RENDER_TIMEOUT_MS: '1500' });
  alice = await TestOperator.signUp(t.app);
  carla = await TestOperator.signUp(slow.app);
});
afterAll(async () => {
  await t.close();
  await slow.close();
});

const uploadLogo = (operator: TestOperator, bytes: Buffer, logoType = 'image/svg+xml') => operator.post('/api/upload-logo', { logoBase64: bytes.toString('base64'), logoType });

describe('hostile SVG logos', () => {
  it('refuses SVGs built to make the renderer work for minutes, before drawing them, and stores nothing', async () => {
    const before = await countStored(t.database.db, alice.userId);
    for (const [bytes, code] of [
      [useBombSvg(), 'LOGO_TOO_COMPLEX'],
      [useBombSvg(4, 10), 'LOGO_TOO_COMPLEX'],
      [patternBombSvg(), 'LOGO_TOO_COMPLEX'],
      [entityBombSvg(), 'LOGO_TOO_COMPLEX'],
    ] as const) {
      expect(bytes.length).toBeLessThan(4000);
      const response = await uploadLogo(alice, bytes);
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response).code).toBe(code);
    }
    expect(await countStored(t.database.db, alice.userId)).toEqual(before);
  });

  it('draws an ordinary SVG logo into the same PNG as sharp draws it in this process', async () => {
    const response = await uploadLogo(alice, Buffer.from(brandSvg));
    expect(response.statusCode, response.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: UploadLogoResponse.parse(response.json()).logoUrl });
    const expected = await sharp(Buffer.from(brandSvg)).rotate().resize(logoMaxSide, logoMaxSide, { fit: 'inside', withoutEnlargement: true }).png().raw().toBuffer({ resolveWithObject: true });
    const actual = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(actual.info).toMatchObject({ width: 512, height: 171, channels: expected.info.channels });
    expect(actual.data.equals(expected.data)).toBe(true);
  });

  it('stops an SVG that is still drawing at its deadline, refuses it, and draws the next logo', async () => {
    const response = await uploadLogo(carla, slowFilterSvg());
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'LOGO_TOO_COMPLEX', message: 'Il logo SVG è troppo complesso da disegnare: esportalo in una versione più semplice o caricalo come PNG.' });
    const next = await uploadLogo(carla, Buffer.from(brandSvg));
    expect(next.statusCode, next.body).toBe(200);
  });

  it('keeps logos to their own slots: while every logo slot is taken, a photo upload still goes through', async () => {
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = slow.app.server.address() as AddressInfo;
    // A logo upload whose body is still arriving holds its slot, once it has one: if it came while
    // one of the probes below held the slot it was turned away, and another takes its place.
    let held = holdUpload(port, carla, '/api/upload-logo');
    try {
      let busy = false;
      for (let attempt = 0; attempt < 100 && !busy; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        if (held.answered) {
          held.request.destroy();
          held = holdUpload(port, carla, '/api/upload-logo');
          continue;
        }
        // The probe is turned away only while the held upload has the one logo slot.
        const probe = await uploadLogo(carla, await createTestPng(8, 8), 'image/png');
        busy = probe.statusCode === 503;
        if (busy) expect(errorOf(probe).code).toBe('UPLOADS_BUSY');
      }
      expect(busy).toBe(true);
      const photo = await uploadKind(carla, 'draft', { bytes: await createTestPng(64, 64), claimedType: 'image/png' }, await createTestPng(8, 8));
      expect(photo.statusCode, photo.body).toBe(201);
    } finally {
      held.request.destroy();
    }
  });
});

/** An upload that sends its headers and the first bytes of a large body, then waits. */
function holdUpload(port: number, operator: TestOperator, path: string): { request: ClientRequest; answered: boolean } {
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    headers: {
      cookie: operator.browser.jar.header(),
      origin: testPublicUrl,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
      'content-length': 100_000,
    },
  });
  const held = { request: req, answered: false };
  req.on('response', () => (held.answered = true));
  req.on('error', () => (held.answered = true));
  req.write('{"logoBase64":"');
  return held;
}
