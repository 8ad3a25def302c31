import { strToU8, unzipSync, zipSync } from 'fflate';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoothPackLinkResponse, BoothPackPullUrlResponse, type BoothPackLink } from '../../../../shared/api/booth-packs.js';
import { boothPackRevisions } from '../../../db/schema.js';
import { publishBoothPack } from '../../../domain/publish-booth-pack.js';
import { purgeLayouts } from '../../../domain/purge-layouts.js';
import { createBlobStore } from '../../../storage/create-blob-store.js';
import { callApi, createSampleLayout, layoutTemplate } from '../../../test-support/layout-kit.js';
import { givePass, passDownloadsLeft } from '../../../test-support/pass-kit.js';
import { FailingBlobStore } from '../../../test-support/failing-blob-store.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';
import { createTestPng } from '../../../test-support/test-png.js';
import { countStored, giveAnnualPlan } from '../../../test-support/upload-kit.js';

let t: TestApp;
let anna: TestOperator;
let bruno: TestOperator;
let carla: TestOperator;
let nowMs = Date.parse('2026-11-25T12:00:00Z');
const day = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DRAFTS_PER_MINUTE: '1000', RATE_LIMIT_PUBLIC_GET_PER_MINUTE: '1000' }, { clock: () => new Date(nowMs) });
  [anna, bruno, carla] = await Promise.all([TestOperator.signUp(t.app), TestOperator.signUp(t.app), TestOperator.signUp(t.app)]);
  await giveAnnualPlan(t.database.db, anna.userId);
  await giveAnnualPlan(t.database.db, bruno.userId);
});
afterAll(async () => {
  await t.close();
});

const errorCode = (response: LightMyRequestResponse) => (response.json() as { error: { code: string } }).error.code;

/** The editor's publish: the server builds the pack of the stored layout (README.txt in `language`). */
function publishRequest(app: FastifyInstance, operator: TestOperator, layoutId: string, options: { body?: unknown; query?: string } = {}): Promise<LightMyRequestResponse> {
  return callApi(app, operator, 'PUT', `/api/layouts/${layoutId}/booth-pack${options.query ?? ''}`, options.body ?? {});
}

async function publish(operator: TestOperator, layoutId: string, language: 'it' | 'en' = 'it', query = ''): Promise<BoothPackLink> {
  const response = await publishRequest(t.app, operator, layoutId, { body: { language }, query });
  expect(response.statusCode, response.body).toBe(201);
  const { link } = BoothPackLinkResponse.parse(response.json());
  if (link === null) throw new Error('published but no link');
  return link;
}

/** A booth's pull: no cookie, no origin, only the URL (and If-None-Match when it has an ETag). */
function pull(url: string, etag?: string, method: 'GET' | 'HEAD' = 'GET'): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url: url.replace(testPublicUrl, ''), headers: etag === undefined ? {} : { 'if-none-match': etag } });
}

/** The first line of the pack's README.txt: 'Cornice – pacchetto per photobooth: …' or its English. */
const readmeOf = (response: LightMyRequestResponse) => new TextDecoder().decode(unzipSync(new Uint8Array(response.rawPayload))['README.txt']).split('\r\n')[0];
const italianReadme = 'Cornice – pacchetto per photobooth: Anna e Luca';
const englishReadme = 'Cornice – photo booth package: Anna e Luca';

describe('a layout published for the booth', () => {
  it('publishes at an unguessable URL and serves the zip with a strong ETag, 304 on a repeat pull, also to HEAD', async () => {
    const layout = await createSampleLayout(t.app, anna);
    const link = await publish(anna, layout.id);
    expect(link.pullUrl).toMatch(/^http:\/\/localhost:8080\/pack\/[A-Za-z0-9_-]{43}$/);
    expect(link.pullUrl).not.toContain(layout.id.slice(4));
    expect(link).toMatchObject({ revision: 1, expiresAt: null, isExpired: false, lastPulledAt: null });

    const first = await pull(link.pullUrl);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/zip');
    expect(first.headers['content-disposition']).toMatch(/^attachment; filename="cornice-pack-r1\.zip"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['set-cookie']).toBeUndefined();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(readmeOf(first)).toBe(italianReadme);

    const again = await pull(link.pullUrl, etag);
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await pull(link.pullUrl, `W/${etag}, "other"`)).statusCode).toBe(304);
    expect((await pull(link.pullUrl, '"something-else"')).statusCode).toBe(200);

    const head = await pull(link.pullUrl, undefined, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(etag);
    expect(head.rawPayload.length).toBe(0);

    const seen = BoothPackLinkResponse.parse((await callApi(t.app, anna, 'GET', `/api/layouts/${layout.id}/booth-pack`)).json()).link;
    expect(seen?.lastPulledAt).toBe(new Date(nowMs).toISOString());
  });

  it('republishes at the same URL as a new revision; the old one stays at its revision URL', async () => {
    const layout = await createSampleLayout(t.app, anna);
    const first = await publish(anna, layout.id, 'it');
    const firstEtag = String((await pull(first.pullUrl)).headers.etag);
    const second = await publish(anna, layout.id, 'en');
    expect(second.pullUrl).toBe(first.pullUrl);
    expect(second.revision).toBe(2);
    expect(second.revisionUrl).toBe(`${first.pullUrl}/r/2`);

    const stale = await pull(second.pullUrl, firstEtag);
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).not.toBe(firstEtag);
    expect(stale.headers['x-cornice-pack-revision']).toBe('2');
    expect(readmeOf(stale)).toBe(englishReadme);

    const old = await pull(`${first.pullUrl}/r/1`);
    expect(old.statusCode).toBe(200);
    expect(old.headers.etag).toBe(firstEtag);
    expect(readmeOf(old)).toBe(italianReadme);
    expect((await pull(`${first.pullUrl}/r/3`)).statusCode).toBe(404);
    expect((await pull(`${first.pullUrl}/r/0`)).statusCode).toBe(404);
  });

  it('revokes: the URL and its revisions answer 404, the files leave the quota, and a new publish makes a new URL', async () => {
    const layout = await createSampleLayout(t.app, anna);
    const before = await countStored(t.database.db, anna.userId);
    const link = await publish(anna, layout.id);
    await publish(anna, layout.id);
    expect((await countStored(t.database.db, anna.userId)).files).toBe(before.files + 2);

    const revoked = await callApi(t.app, anna, 'DELETE', `/api/layouts/${layout.id}/booth-pack`);
    expect(revoked.statusCode).toBe(204);
    expect((await pull(link.pullUrl)).statusCode).toBe(404);
    expect((await pull(`${link.pullUrl}/r/1`)).statusCode).toBe(404);
    expect((await countStored(t.database.db, anna.userId)).files).toBe(before.files);
    expect(BoothPackLinkResponse.parse((await callApi(t.app, anna, 'GET', `/api/layouts/${layout.id}/booth-pack`)).json()).link).toBeNull();
    expect((await callApi(t.app, anna, 'DELETE', `/api/layouts/${layout.id}/booth-pack`)).statusCode).toBe(404);

    const again = await publish(anna, layout.id);
    expect(again.pullUrl).not.toBe(link.pullUrl);
    expect(again.revision).toBe(1);
  });

  it('expires: 410 with a short text after the chosen date, served again once the expiry is moved on', async () => {
    const layout = await createSampleLayout(t.app, anna);
    const link = await publish(anna, layout.id, 'it', `?expiresAt=${encodeURIComponent(new Date(nowMs + 7 * day).toISOString())}`);
    expect(link.expiresAt).toBe(new Date(nowMs + 7 * day).toISOString());
    expect((await pull(link.pullUrl)).statusCode).toBe(200);

    nowMs += 8 * day;
    const expired = await pull(link.pullUrl);
    expect(expired.statusCode).toBe(410);
    expect(expired.headers['content-type']).toMatch(/^text\/plain/);
    expect(expired.body).toContain('scaduto');
    expect((await pull(`${link.pullUrl}/r/1`)).statusCode).toBe(410);
    const seen = BoothPackLinkResponse.parse((await callApi(t.app, anna, 'GET', `/api/layouts/${layout.id}/booth-pack`)).json()).link;
    expect(seen?.isExpired).toBe(true);

    const past = await callApi(t.app, anna, 'PATCH', `/api/layouts/${layout.id}/booth-pack`, { expiresAt: new Date(nowMs - day).toISOString() });
    expect([past.statusCode, errorCode(past)]).toEqual([400, 'BOOTH_PACK_EXPIRY_INVALID']);
    const extended = await callApi(t.app, anna, 'PATCH', `/api/layouts/${layout.id}/booth-pack`, { expiresAt: new Date(nowMs + 30 * day).toISOString() });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(BoothPackLinkResponse.parse(extended.json()).link?.isExpired).toBe(false);
    expect((await pull(link.pullUrl)).statusCode).toBe(200);
    const never = await callApi(t.app, anna, 'PATCH', `/api/layouts/${layout.id}/booth-pack`, { expiresAt: null });
    expect(BoothPackLinkResponse.parse(never.json()).link?.expiresAt).toBeNull();
  });

  it("finds nothing at a URL guessed from another operator's ids or by pattern, and lets no one else manage the link", async () => {
    const layout = await createSampleLayout(t.app, anna);
    const link = await publish(anna, layout.id);
    const token = link.pullUrl.split('/pack/')[1] ?? '';
    const guesses = [
      `/pack/${layout.id}`,
      `/pack/${layout.id.slice(4)}`,
      `/pack/${anna.userId}`,
      `/pack/1`,
      `/pack/2/r/1`,
      `/pack/${token.slice(0, -1)}A`,
      `/pack/${token.slice(0, -1)}`,
      `/pack/${token.toUpperCase()}`,
      `/pack/${token}x`,
      `/pack/${'A'.repeat(43)}`,
      `/pack/${token}/r/01`,
      // Longer than the router takes as a parameter, or deeper than any pack address: the same plain 404, not the app's page.
      `/pack/${'A'.repeat(200)}`,
      `/pack/${token}/r/1/x`,
      `/pack/${token}/extra`,
    ].filter((guess) => guess !== `/pack/${token}`);
    for (const guess of guesses) {
      const response = await pull(guess);
      expect([response.statusCode, response.headers['content-type']], guess).toEqual([404, 'text/plain; charset=utf-8']);
    }

    expect((await callApi(t.app, bruno, 'GET', `/api/layouts/${layout.id}/booth-pack`)).statusCode).toBe(404);
    expect((await publishRequest(t.app, bruno, layout.id)).statusCode).toBe(404);
    expect((await callApi(t.app, bruno, 'PATCH', `/api/layouts/${layout.id}/booth-pack`, { expiresAt: null })).statusCode).toBe(404);
    expect((await callApi(t.app, bruno, 'DELETE', `/api/layouts/${layout.id}/booth-pack`)).statusCode).toBe(404);
    expect((await callApi(t.app, undefined, 'GET', `/api/layouts/${layout.id}/booth-pack`)).statusCode).toBe(401);
    expect(readmeOf(await pull(link.pullUrl))).toBe(italianReadme);

    // A layout in the bin is not served; restored, it is again.
    expect((await callApi(t.app, anna, 'DELETE', `/api/layouts/${layout.id}`)).statusCode).toBe(200);
    expect((await pull(link.pullUrl)).statusCode).toBe(404);
    expect((await callApi(t.app, anna, 'POST', `/api/layouts/${layout.id}/restore`)).statusCode).toBe(200);
    expect((await pull(link.pullUrl)).statusCode).toBe(200);
  });

  it('gives the pull URL before the first publish, so the first pack can carry it: nothing is served there until that publish, which keeps the URL', async () => {
    const layout = await createSampleLayout(t.app, anna);
    const reserved = await callApi(t.app, anna, 'POST', `/api/layouts/${layout.id}/booth-pack/pull-url`);
    expect(reserved.statusCode, reserved.body).toBe(200);
    const { pullUrl } = BoothPackPullUrlResponse.parse(reserved.json());
    expect(pullUrl).toMatch(/^http:\/\/localhost:8080\/pack\/[A-Za-z0-9_-]{43}$/);
    expect(BoothPackPullUrlResponse.parse((await callApi(t.app, anna, 'POST', `/api/layouts/${layout.id}/booth-pack/pull-url`)).json()).pullUrl).toBe(pullUrl);
    expect(BoothPackLinkResponse.parse((await callApi(t.app, anna, 'GET', `/api/layouts/${layout.id}/booth-pack`)).json()).link).toBeNull();
    expect((await pull(pullUrl)).statusCode).toBe(404);

    const link = await publish(anna, layout.id);
    expect(link).toMatchObject({ pullUrl, revision: 1 });
    expect(readmeOf(await pull(pullUrl))).toBe(italianReadme);

    expect((await callApi(t.app, bruno, 'POST', `/api/layouts/${layout.id}/booth-pack/pull-url`)).statusCode).toBe(404);
    expect((await callApi(t.app, undefined, 'POST', `/api/layouts/${layout.id}/booth-pack/pull-url`)).statusCode).toBe(401);
  });

  it('refuses to publish for a free operator, and for a pass only while it has downloads (each publish spends one)', async () => {
    const layout = await createSampleLayout(t.app, carla);
    const refused = await publishRequest(t.app, carla, layout.id);
    expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'PLAN_REQUIRED']);
    expect(BoothPackLinkResponse.parse((await callApi(t.app, carla, 'GET', `/api/layouts/${layout.id}/booth-pack`)).json()).link).toBeNull();
    const stored = await countStored(t.database.db, carla.userId);

    await givePass(t.database.db, carla.userId, layoutTemplate.path, 1);
    const withPass = await publish(carla, layout.id);
    expect(withPass.revision).toBe(1);
    const spent = await publishRequest(t.app, carla, layout.id);
    expect([spent.statusCode, errorCode(spent)]).toEqual([403, 'PLAN_REQUIRED']);
    expect((await countStored(t.database.db, carla.userId)).files).toBe(stored.files + 1);
  });

  it('spends no pass download on a publish that fails: the zip that could not be stored costs nothing, the next publish spends it', async () => {
    const dora = await TestOperator.signUp(t.app);
    const layout = await createSampleLayout(t.app, dora);
    await givePass(t.database.db, dora.userId, layoutTemplate.path, 1);
    const stored = await countStored(t.database.db, dora.userId);
    const { store } = createBlobStore(t.config.storage);
    const fullDisk = new FailingBlobStore(store, 'ENOSPC: no space left on device');
    fullDisk.failNextPut = true;
    const input = { userId: dora.userId, layoutId: layout.id, bytes: Buffer.from('PK'), expiresAt: undefined, publicUrl: testPublicUrl, now: new Date(nowMs) };
    await expect(publishBoothPack(t.database.db, fullDisk, input, t.config.uploads)).rejects.toThrow('ENOSPC');
    expect(await passDownloadsLeft(t.database.db, dora.userId, layoutTemplate.path)).toBe(1);
    expect(await countStored(t.database.db, dora.userId)).toEqual(stored);
    expect(BoothPackLinkResponse.parse((await callApi(t.app, dora, 'GET', `/api/layouts/${layout.id}/booth-pack`)).json()).link).toBeNull();

    expect((await publish(dora, layout.id)).revision).toBe(1);
    expect(await passDownloadsLeft(t.database.db, dora.userId, layoutTemplate.path)).toBe(0);
  });

  it('takes no zip from the browser, and refuses a bad body, a stale revision and a bad expiry with a 4xx and its code, storing nothing', async () => {
    const layout = await createSampleLayout(t.app, anna);
    const stored = await countStored(t.database.db, anna.userId);
    const zip = Buffer.from(zipSync({ 'README.txt': strToU8('Pacchetto fatto a mano'), 'overlay.png': await createTestPng(20, 20) }));
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: `/api/layouts/${layout.id}/booth-pack`,
      headers: { cookie: anna.browser.jar.header(), origin: testPublicUrl, 'sec-fetch-site': 'same-origin', 'content-type': 'application/zip' },
      payload: zip,
    });
    expect(uploaded.statusCode).toBeGreaterThanOrEqual(400);
    expect(uploaded.statusCode).toBeLessThan(500);
    const badPrinter = await publishRequest(t.app, anna, layout.id, { body: { printerId: 'stampante-di-casa' } });
    expect([badPrinter.statusCode, errorCode(badPrinter)]).toEqual([400, 'VALIDATION_FAILED']);
    const stale = await publishRequest(t.app, anna, layout.id, { body: { revision: layout.revision + 1 } });
    expect([stale.statusCode, errorCode(stale)]).toEqual([409, 'LAYOUT_REVISION_CONFLICT']);
    const pastExpiry = await publishRequest(t.app, anna, layout.id, { query: `?expiresAt=${encodeURIComponent(new Date(nowMs - day).toISOString())}` });
    expect([pastExpiry.statusCode, errorCode(pastExpiry)]).toEqual([400, 'BOOTH_PACK_EXPIRY_INVALID']);
    const garbledExpiry = await publishRequest(t.app, anna, layout.id, { query: '?expiresAt=domani' });
    expect([garbledExpiry.statusCode, errorCode(garbledExpiry)]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await countStored(t.database.db, anna.userId)).toEqual(stored);
    expect(BoothPackLinkResponse.parse((await callApi(t.app, anna, 'GET', `/api/layouts/${layout.id}/booth-pack`)).json()).link).toBeNull();
  });

  it('publishes the pack of the stored revision, naming its pull URL in pack.json and the READMEs', async () => {
    const layout = await createSampleLayout(t.app, anna);
    const link = await publish(anna, layout.id);
    const files = unzipSync(new Uint8Array((await pull(link.pullUrl)).rawPayload));
    const text = (name: string) => new TextDecoder().decode(files[name]);
    expect(JSON.parse(text('pack.json'))).toMatchObject({ name: 'Anna e Luca', pullUrl: link.pullUrl });
    expect(text('README.it.txt')).toContain(link.pullUrl);
    expect(text('README.en.txt')).toContain(link.pullUrl);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['slots.json', 'photobooth-app/collage-processing.json', 'pibooth/overlay.png']));
  });

  it('purges the published packs with a layout deleted for good: files gone, quota freed, URL 404', async () => {
    const layout = await createSampleLayout(t.app, anna);
    const before = await countStored(t.database.db, anna.userId);
    const link = await publish(anna, layout.id);
    const [revision] = await t.database.db.select().from(boothPackRevisions).where(eq(boothPackRevisions.layoutId, layout.id));
    const { store } = createBlobStore(t.config.storage);
    expect(await store.get(revision?.blobKey ?? '')).not.toBeNull();
    expect((await callApi(t.app, anna, 'DELETE', `/api/layouts/${layout.id}`)).statusCode).toBe(200);
    await purgeLayouts(t.database.db, store, new Date(Date.now() + 31 * day));
    expect(await store.get(revision?.blobKey ?? '')).toBeNull();
    expect((await countStored(t.database.db, anna.userId)).files).toBe(before.files);
    expect((await pull(link.pullUrl)).statusCode).toBe(404);
  });
});
