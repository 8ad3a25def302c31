import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AuthorizeDownloadResponse, CheckDownloadStatusResponse } from '../../../../shared/api/downloads.js';
import { allErrorCodes } from '../../../../shared/api/error-codes.js';
import { templateIdFromPath } from '../../../../shared/catalog/template-id.js';
import { unlockedTemplates } from '../../../db/schema.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';

const ErrorBody = z.object({ error: z.object({ code: z.enum(allErrorCodes as [string, ...string[]]), message: z.string().min(1) }) });

const originalPath = '/assets/templates/matrimonio/cartolina_verticale/Eucalyptus Bloom.png';
const templateId = templateIdFromPath(originalPath);
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEST_HOOKS: 'true' });
});
afterAll(async () => {
  await t.close();
});

async function operatorWithPass(downloadsRemaining: number, expiresAt = inDays(7), path = originalPath): Promise<TestOperator> {
  const operator = await TestOperator.signUp(t.app);
  const response = await operator.post('/api/test-hooks/pass', { originalPath: path, previewPath: `${path}.jpg`, downloadsRemaining, expiresAt });
  expect(response.statusCode).toBe(204);
  return operator;
}

async function setAnnual(operator: TestOperator, subscriptionStatus: 'active' | 'canceled' = 'active') {
  const response = await operator.post('/api/test-hooks/plan', { planType: 'Annuale', subscriptionStatus, currentPeriodEnd: Math.floor(Date.now() / 1000) + 3600 * 24 * 300 });
  expect(response.statusCode).toBe(204);
}

async function check(operator: TestOperator, id = templateId) {
  const response = await operator.post('/api/check-download-status', { templateId: id });
  expect(response.statusCode).toBe(200);
  return CheckDownloadStatusResponse.parse(response.json());
}

function authorize(operator: TestOperator, id = templateId) {
  return operator.post('/api/authorize-and-decrement-download', { templateId: id });
}

async function storedCount(operator: TestOperator): Promise<number | undefined> {
  const [row] = await t.database.db
    .select({ n: unlockedTemplates.downloadsRemaining })
    .from(unlockedTemplates)
    .where(and(eq(unlockedTemplates.userId, operator.userId), eq(unlockedTemplates.templateId, templateId)));
  return row?.n;
}

async function expectRefusal(operator: TestOperator, reason: string) {
  const response = await authorize(operator);
  expect(response.statusCode).toBe(403);
  expect(ErrorBody.parse(response.json()).error).toEqual({ code: 'DOWNLOAD_NOT_ALLOWED', message: reason });
}

const routes = ['/api/check-download-status', '/api/authorize-and-decrement-download'];

describe('access and input', () => {
  it('refuses visitors with 401', async () => {
    for (const url of routes) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin' },
        payload: JSON.stringify({ templateId }),
      });
      expect(response.statusCode, url).toBe(401);
      expect(ErrorBody.parse(response.json()).error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses cross-site POSTs with 403 and spends nothing', async () => {
    const operator = await operatorWithPass(3);
    for (const url of routes) {
      const response = await operator.post(url, { templateId }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
      expect(response.statusCode, url).toBe(403);
      expect(ErrorBody.parse(response.json()).error.code).toBe('CSRF_REJECTED');
    }
    expect(await storedCount(operator)).toBe(3);
  });

  it('answers malformed JSON and wrong types with 400', async () => {
    const operator = await operatorWithPass(3);
    for (const url of routes) {
      const malformed = await operator.post(url, '{"templateId": ');
      expect(malformed.statusCode, url).toBe(400);
      expect(ErrorBody.parse(malformed.json()).error.code).toBe('INVALID_JSON');
      for (const body of [{}, { templateId: 42 }, { templateId: '' }, { templateId: 'x'.repeat(301) }, [templateId]]) {
        const response = await operator.post(url, body);
        expect(response.statusCode, `${url} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
        expect(ErrorBody.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
      }
    }
    expect(await storedCount(operator)).toBe(3);
  });
});

describe('a single-template pass', () => {
  it('counts 3 → 2 → 1 → 0 and then refuses', async () => {
    const operator = await operatorWithPass(3);
    expect(await check(operator)).toEqual({ canDownload: true, downloadsRemaining: 3 });
    for (const expected of [2, 1, 0]) {
      const response = await authorize(operator);
      expect(response.statusCode).toBe(200);
      expect(AuthorizeDownloadResponse.parse(response.json())).toEqual({ downloadsRemaining: expected });
      expect(await storedCount(operator)).toBe(expected);
    }
    expect(await check(operator)).toEqual({ canDownload: false, downloadsRemaining: 0, reason: 'Hai esaurito i download per questo template.' });
    await expectRefusal(operator, 'Hai esaurito i download per questo template.');
    expect(await storedCount(operator)).toBe(0);
  });

  it('refuses a template without a pass, even with a pass for another one', async () => {
    const operator = await operatorWithPass(3, inDays(7), '/assets/templates/laurea/photostrip_verticale/Other.png');
    expect(await check(operator)).toEqual({ canDownload: false, downloadsRemaining: 0, reason: 'Non hai un pass per questo template.' });
    await expectRefusal(operator, 'Non hai un pass per questo template.');
  });

  it('refuses an expired pass and leaves its counter alone', async () => {
    const operator = await operatorWithPass(2, inDays(-1));
    expect(await check(operator)).toEqual({ canDownload: false, downloadsRemaining: 2, reason: 'Il pass per questo template è scaduto.' });
    await expectRefusal(operator, 'Il pass per questo template è scaduto.');
    expect(await storedCount(operator)).toBe(2);
  });

  it('allows a pass expiring a minute from now and refuses one that expired a minute ago', async () => {
    // A minute, not a second: the sign-up before the request takes seconds on a busy machine.
    const live = await operatorWithPass(2, new Date(Date.now() + 60_000).toISOString());
    const response = await authorize(live);
    expect(response.statusCode).toBe(200);
    expect(AuthorizeDownloadResponse.parse(response.json())).toEqual({ downloadsRemaining: 1 });
    const expired = await operatorWithPass(2, new Date(Date.now() - 60_000).toISOString());
    await expectRefusal(expired, 'Il pass per questo template è scaduto.');
    expect(await storedCount(expired)).toBe(2);
  });

  it('refuses a pass with no downloads left', async () => {
    const operator = await operatorWithPass(0);
    expect(await check(operator)).toEqual({ canDownload: false, downloadsRemaining: 0, reason: 'Hai esaurito i download per questo template.' });
    await expectRefusal(operator, 'Hai esaurito i download per questo template.');
    expect(await storedCount(operator)).toBe(0);
  });

  it("spends only the caller's own pass", async () => {
    const owner = await operatorWithPass(3);
    const other = await operatorWithPass(1);
    expect((await authorize(other)).statusCode).toBe(200);
    await expectRefusal(other, 'Hai esaurito i download per questo template.');
    expect(await storedCount(owner)).toBe(3);
  });
});

describe('the annual plan', () => {
  it("is unlimited, with or without a pass, and never touches a pass's counter", async () => {
    const operator = await operatorWithPass(3);
    await setAnnual(operator);
    expect(await check(operator)).toEqual({ canDownload: true, downloadsRemaining: 'illimitati' });
    expect(await check(operator, 'some_template_without_pass')).toEqual({ canDownload: true, downloadsRemaining: 'illimitati' });
    for (let i = 0; i < 5; i += 1) {
      const response = await authorize(operator);
      expect(response.statusCode).toBe(200);
      expect(AuthorizeDownloadResponse.parse(response.json())).toEqual({ downloadsRemaining: 'illimitati' });
    }
    expect(await storedCount(operator)).toBe(3);
  });

  it('counts a cancelled subscription as no annual plan', async () => {
    const operator = await operatorWithPass(1);
    await setAnnual(operator, 'canceled');
    expect(await check(operator)).toEqual({ canDownload: true, downloadsRemaining: 1 });
    expect(AuthorizeDownloadResponse.parse((await authorize(operator)).json())).toEqual({ downloadsRemaining: 0 });
    await expectRefusal(operator, 'Hai esaurito i download per questo template.');
  });
});

describe('concurrency', () => {
  // On PostgreSQL (the server-postgres project) the requests run on a pool of connections at
  // once; that run is the proof that the single UPDATE cannot overspend.
  it.each([20, 50])('lets exactly 3 of %i parallel downloads through a pass with 3 left', async (parallel) => {
    const operator = await operatorWithPass(3);
    const responses = await Promise.all(Array.from({ length: parallel }, () => authorize(operator)));
    const allowed = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode === 403);
    expect(allowed).toHaveLength(3);
    expect(refused).toHaveLength(parallel - 3);
    const counts = allowed.map((r) => AuthorizeDownloadResponse.parse(r.json()).downloadsRemaining).sort();
    expect(counts).toEqual([0, 1, 2]);
    for (const response of refused) expect(ErrorBody.parse(response.json()).error.code).toBe('DOWNLOAD_NOT_ALLOWED');
    expect(await storedCount(operator)).toBe(0);
  });
});
