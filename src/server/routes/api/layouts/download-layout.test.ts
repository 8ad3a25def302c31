import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadsRemainingHeader, watermarkHeader } from '../../../../shared/api/layout-downloads.js';
import { templateIdFromPath } from '../../../../shared/catalog/template-id.js';
import type { LayoutDocument } from '../../../../shared/layout/layout-document.js';
import { unlockedTemplates } from '../../../db/schema.js';
import { createEllipseElement } from '../../../../shared/layout/create-ellipse-element.js';
import { createTextElement } from '../../../../shared/layout/create-text-element.js';
import { callApi, createSampleLayout, layoutTemplate, sampleLayoutDocument } from '../../../test-support/layout-kit.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';

const templateColour = { r: 40, g: 120, b: 200 };
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();
const emptyDocument = (): LayoutDocument => ({ ...sampleLayoutDocument(), elements: [] });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEST_HOOKS: 'true', RENDER_THREADS: '1', RENDER_QUEUE_LIMIT: '20' });
  // The built-in template's original, where the asset generator writes it (outside the public files).
  const file = path.join(t.config.templateOriginalsDir, layoutTemplate.path.replace('/assets/templates/', ''));
  await mkdir(path.dirname(file), { recursive: true });
  await sharp({ create: { width: layoutTemplate.width, height: layoutTemplate.height, channels: 3, background: templateColour } }).png().toFile(file);
});
afterAll(async () => {
  await t.close();
});

async function withPass(operator: TestOperator, downloadsRemaining: number, expiresAt = inDays(7)) {
  const response = await operator.post('/api/test-hooks/pass', { originalPath: layoutTemplate.path, previewPath: `${layoutTemplate.path}.jpg`, downloadsRemaining, expiresAt });
  expect(response.statusCode).toBe(204);
}

async function setAnnual(operator: TestOperator) {
  const response = await operator.post('/api/test-hooks/plan', { planType: 'Annuale', subscriptionStatus: 'active', currentPeriodEnd: Math.floor(Date.now() / 1000) + 3600 * 24 * 300 });
  expect(response.statusCode).toBe(204);
}

function download(operator: TestOperator | undefined, layoutId: string, body: unknown) {
  return callApi(t.app, operator, 'POST', `/api/layouts/${layoutId}/downloads`, body);
}

/** Share of the file's pixels that are not the template's colour (the empty layout draws nothing else). */
async function markedShare(bytes: Buffer): Promise<number> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let marked = 0;
  for (let at = 0; at < data.length; at += 3) {
    const distance = Math.abs((data[at] ?? 0) - templateColour.r) + Math.abs((data[at + 1] ?? 0) - templateColour.g) + Math.abs((data[at + 2] ?? 0) - templateColour.b);
    if (distance > 12) marked += 1;
  }
  return marked / (info.width * info.height);
}

async function storedCount(operator: TestOperator): Promise<number | undefined> {
  const [row] = await t.database.db
    .select({ n: unlockedTemplates.downloadsRemaining })
    .from(unlockedTemplates)
    .where(and(eq(unlockedTemplates.userId, operator.userId), eq(unlockedTemplates.templateId, templateIdFromPath(layoutTemplate.path))));
  return row?.n;
}

describe('downloads drawn by the server', () => {
  it('gives the annual plan a clean PNG at the template size and 300 dpi, named as the spec says', async () => {
    const operator = await TestOperator.signUp(t.app);
    await setAnnual(operator);
    const layout = await createSampleLayout(t.app, operator, { document: emptyDocument() });
    const response = await download(operator, layout.id, { format: 'png', revision: layout.revision });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe('attachment; filename="layout-personalizzato-compleanno-cartolina-orizzontale.png"');
    expect(response.headers[watermarkHeader]).toBe('none');
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.width, metadata.height, metadata.density]).toEqual([1800, 1200, 300]);
    expect(await markedShare(response.rawPayload)).toBe(0);
  });

  it('gives a JPG at 300 dpi, and draws the texts of a full layout', async () => {
    const operator = await TestOperator.signUp(t.app);
    await setAnnual(operator);
    const layout = await createSampleLayout(t.app, operator, { document: sampleLayoutDocument({ texts: 3, marker: 'Anna e Luca' }) });
    const response = await download(operator, layout.id, { format: 'jpg', revision: layout.revision });
    expect(response.statusCode, response.body).toBe(200);
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.density]).toEqual(['jpeg', 1800, 1200, 300]);
    expect(await markedShare(response.rawPayload)).toBeGreaterThan(0.001);
  });

  it('answers a free operator who claims nothing with the watermarked file, drawn over the template', async () => {
    const operator = await TestOperator.signUp(t.app);
    const layout = await createSampleLayout(t.app, operator, { document: emptyDocument() });
    const response = await download(operator, layout.id, { format: 'png', revision: layout.revision });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers[watermarkHeader]).toBe('demo');
    expect(response.headers['content-disposition']).toContain('bozza-layout-compleanno-cartolina-orizzontale.png');
    expect(await markedShare(response.rawPayload)).toBeGreaterThan(0.05);
  });

  it('spends one download of a pass per clean file, and refuses a spent pass with the reason', async () => {
    const operator = await TestOperator.signUp(t.app);
    await withPass(operator, 2);
    const layout = await createSampleLayout(t.app, operator, { document: emptyDocument() });
    const first = await download(operator, layout.id, { format: 'png', revision: layout.revision });
    expect([first.statusCode, first.headers[watermarkHeader], first.headers[downloadsRemainingHeader]]).toEqual([200, 'none', '1']);
    expect(await markedShare(first.rawPayload)).toBe(0);
    await download(operator, layout.id, { format: 'jpg', revision: layout.revision });
    const refused = await download(operator, layout.id, { format: 'png', revision: layout.revision });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'DOWNLOAD_NOT_ALLOWED', message: 'Hai esaurito i download per questo template.', messageKey: 'downloadsExhausted' } });
    expect(await storedCount(operator)).toBe(0);
  });

  it('gives ten parallel requests on a pass with one download left exactly one clean file', async () => {
    const operator = await TestOperator.signUp(t.app);
    await withPass(operator, 1);
    const layout = await createSampleLayout(t.app, operator, { document: emptyDocument() });
    const responses = await Promise.all(Array.from({ length: 10 }, () => download(operator, layout.id, { format: 'png', revision: layout.revision })));
    const files = responses.filter((response) => response.statusCode === 200);
    expect(files).toHaveLength(1);
    expect(files[0]?.headers[watermarkHeader]).toBe('none');
    for (const response of responses.filter((candidate) => candidate.statusCode !== 200)) expect([403, 503]).toContain(response.statusCode);
    expect(await storedCount(operator)).toBe(0);
  });

  it('refuses an expired pass, a stale revision, another operator and a visitor', async () => {
    const operator = await TestOperator.signUp(t.app);
    await withPass(operator, 3, inDays(-1));
    const layout = await createSampleLayout(t.app, operator, { document: emptyDocument() });
    const expired = await download(operator, layout.id, { format: 'png', revision: layout.revision });
    expect([expired.statusCode, (expired.json() as { error: { message: string } }).error.message]).toEqual([403, 'Il pass per questo template è scaduto.']);
    const stale = await download(operator, layout.id, { format: 'png', revision: layout.revision + 1 });
    expect(stale.statusCode).toBe(409);
    const stranger = await TestOperator.signUp(t.app);
    expect((await download(stranger, layout.id, { format: 'png', revision: layout.revision })).statusCode).toBe(404);
    expect((await download(undefined, layout.id, { format: 'png', revision: layout.revision })).statusCode).toBe(401);
    expect((await download(operator, layout.id, { format: 'tiff', revision: layout.revision })).statusCode).toBe(400);
  });
  it('refuses at once with 422 RENDER_TOO_LONG a layout too costly to draw (full-page shadows with outlines, a text of 900,000 lines), and keeps the layout', async () => {
    const operator = await TestOperator.signUp(t.app);
    await setAnnual(operator);
    let next = 0;
    const context = { createId: () => `costly-${(next += 1)}`, scale: 1, template: layoutTemplate };
    const shadows = Array.from({ length: 200 }, () => ({ ...createEllipseElement(context), x: 0, y: 0, width: 1800, height: 1200, shadowEnabled: true, shadowBlur: 50, strokeWidth: 20, opacity: 0.5, rotation: 7 }));
    const lines = [{ ...createTextElement(context, { content: '\n'.repeat(900_000) }), fontSize: 200 }];
    for (const elements of [shadows, lines]) {
      const layout = await createSampleLayout(t.app, operator, { document: { ...emptyDocument(), elements } });
      // The lines cost as much at a thumbnail's size: that layout is stored without one.
      if (elements === lines) expect(layout.thumbnailUrl).toBeNull();
      const response = await download(operator, layout.id, { format: 'png', revision: layout.revision });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ error: { code: 'RENDER_TOO_LONG', messageKey: 'renderTooLong' } });
    }
  });
  it('draws no thumbnail for a layout too costly for one (a text of 100,000 lines), though its download, within the budget, is drawn', async () => {
    const operator = await TestOperator.signUp(t.app);
    await setAnnual(operator);
    const context = { createId: () => 'lines', scale: 1, template: layoutTemplate };
    const elements = [{ ...createTextElement(context, { content: '\n'.repeat(100_000) }), fontSize: 20 }];
    const layout = await createSampleLayout(t.app, operator, { document: { ...emptyDocument(), elements } });
    expect(layout.thumbnailUrl).toBeNull();
    const response = await download(operator, layout.id, { format: 'png', revision: layout.revision });
    expect(response.statusCode, response.body).toBe(200);
  });
});
