import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allErrorCodes } from '../../../../shared/api/error-codes.js';
import { brandFonts, users } from '../../../db/schema.js';
import { ttfDeclaringHugeTables, ttfWithHugeCharacterRange, ttfWithHugeNameTable, woff2Declaring, woffDeclaringHugeTable } from '../../../test-support/hostile-fonts.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { readFontsourceFile, unwrapWoff } from '../../../test-support/test-fonts.js';
import { TestOperator } from '../../../test-support/test-operator.js';

const pacificoTtf = unwrapWoff(readFontsourceFile('pacifico', 'pacifico-latin-400-normal.woff'));

const ErrorBody = z.object({ error: z.object({ code: z.enum(allErrorCodes as [string, ...string[]]), message: z.string().min(1) }) });

let t: TestApp;
let operator: TestOperator;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DRAFTS_PER_MINUTE: '1000', UPLOAD_QUEUE_LIMIT: '20' });
  operator = await TestOperator.signUp(t.app);
  const end = Math.floor(Date.now() / 1000) + 365 * 24 * 3600;
  await t.database.db.update(users).set({ planType: 'Annuale', subscriptionStatus: 'active', currentPeriodEnd: end }).where(eq(users.id, operator.userId));
});
afterAll(async () => {
  await t.close();
});

const upload = (bytes: Buffer) => operator.call('POST', '/api/brand-fonts', { file: bytes.toString('base64') });

describe('hostile brand fonts', () => {
  it('refuses fonts that lie about their sizes with a 400 and its code, answers everyone else meanwhile, and stores nothing', async () => {
    const hostile: [Buffer, string][] = [
      // A few hundred bytes each, that made fontkit take gigabytes and seconds on the event loop.
      [ttfWithHugeCharacterRange(), 'FONT_INVALID'],
      [ttfDeclaringHugeTables(), 'FONT_INVALID'],
      [woffDeclaringHugeTable(), 'FONT_TOO_COMPLEX'],
      [woff2Declaring(0xffff_ff00, 100), 'FONT_TOO_COMPLEX'],
      [woff2Declaring(2000, 256 * 1024 * 1024), 'FONT_TOO_COMPLEX'],
    ];
    for (const [bytes] of hostile) expect(bytes.length).toBeLessThan(1000);
    const [answers, health] = await Promise.all([
      Promise.all(hostile.map(([bytes]) => upload(bytes))),
      Promise.all(Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/api/health' }))),
    ]);
    expect(answers.map((response) => [response.statusCode, ErrorBody.parse(response.json()).error.code])).toEqual(hostile.map(([, code]) => [400, code]));
    expect(health.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await t.database.db.select().from(brandFonts).where(eq(brandFonts.userId, operator.userId))).toEqual([]);
  });

  it('reads a font whose honest directory hides gigabytes of names in a worker that dies of it, while the server answers', async () => {
    const [response, health] = await Promise.all([
      upload(ttfWithHugeNameTable(pacificoTtf)),
      Promise.all(Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url: '/api/health' }))),
    ]);
    expect([response.statusCode, ErrorBody.parse(response.json()).error.code]).toEqual([400, 'FONT_TOO_COMPLEX']);
    expect(health.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });

  it('still reads real fonts after refusing hostile ones', async () => {
    await upload(ttfWithHugeNameTable(pacificoTtf));
    const response = await upload(readFontsourceFile('lobster', 'lobster-latin-400-normal.woff2'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ family: 'Lobster', format: 'woff2' });
  });
});
