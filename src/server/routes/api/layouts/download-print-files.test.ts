import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadsRemainingHeader, watermarkHeader } from '../../../../shared/api/layout-downloads.js';
import type { LayoutDocument } from '../../../../shared/layout/layout-document.js';
import { extractJpeg } from '../../../test-support/extract-jpeg.js';
import { callApi, createSampleLayout, layoutTemplate } from '../../../test-support/layout-kit.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';

const templateColour = { r: 40, g: 120, b: 200 };
const stripTemplate = { path: '/assets/templates/compleanno/photostrip_verticale/confetti-strip.png', width: 600, height: 1800, dpi: 300 };
const card: LayoutDocument = { schemaVersion: 1, template: layoutTemplate, elements: [] };
const strip: LayoutDocument = { schemaVersion: 1, template: stripTemplate, elements: [] };
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEST_HOOKS: 'true', RENDER_THREADS: '1', RENDER_QUEUE_LIMIT: '20' });
  for (const template of [layoutTemplate, stripTemplate]) {
    const file = path.join(t.config.templateOriginalsDir, template.path.replace('/assets/templates/', ''));
    await mkdir(path.dirname(file), { recursive: true });
    await sharp({ create: { width: template.width, height: template.height, channels: 3, background: templateColour } }).png().toFile(file);
  }
});
afterAll(async () => {
  await t.close();
});

function download(operator: TestOperator, layoutId: string, body: unknown) {
  return callApi(t.app, operator, 'POST', `/api/layouts/${layoutId}/downloads`, body);
}

/** Share of the picture's pixels that are not the template's colour (the empty layouts draw nothing else). */
async function markedShare(bytes: Buffer): Promise<number> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let marked = 0;
  for (let at = 0; at < data.length; at += 3) {
    const distance = Math.abs((data[at] ?? 0) - templateColour.r) + Math.abs((data[at + 1] ?? 0) - templateColour.g) + Math.abs((data[at + 2] ?? 0) - templateColour.b);
    if (distance > 24) marked += 1;
  }
  return marked / (info.width * info.height);
}

async function sheetAndPdf(operator: TestOperator) {
  const stripLayout = await createSampleLayout(t.app, operator, { document: strip });
  const cardLayout = await createSampleLayout(t.app, operator, { document: card });
  const sheet = await download(operator, stripLayout.id, { format: 'sheet', revision: stripLayout.revision });
  const pdf = await download(operator, cardLayout.id, { format: 'pdf', revision: cardLayout.revision });
  return { sheet, pdf };
}

describe('the two-strip sheet and the print PDF drawn by the server', () => {
  it('gives a free operator both files watermarked, whatever the browser thinks the plan is', async () => {
    const operator = await TestOperator.signUp(t.app);
    const { sheet, pdf } = await sheetAndPdf(operator);
    expect([sheet.statusCode, sheet.headers[watermarkHeader], sheet.headers['content-type']]).toEqual([200, 'demo', 'image/png']);
    expect(sheet.headers['content-disposition']).toBe('attachment; filename="bozza-layout-compleanno-photostrip-verticale-foglio-2-strisce.png"');
    expect(await markedShare(sheet.rawPayload)).toBeGreaterThan(0.05);
    expect([pdf.statusCode, pdf.headers[watermarkHeader], pdf.headers['content-type']]).toEqual([200, 'demo', 'application/pdf']);
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="bozza-layout-compleanno-cartolina-orizzontale-stampa.pdf"');
    expect(await markedShare(extractJpeg(pdf.rawPayload))).toBeGreaterThan(0.05);
  });

  it('gives the annual plan a clean 4x6 sheet at 300 dpi and a clean PDF with the bleed', async () => {
    const operator = await TestOperator.signUp(t.app);
    const plan = await operator.post('/api/test-hooks/plan', { planType: 'Annuale', subscriptionStatus: 'active', currentPeriodEnd: Math.floor(Date.now() / 1000) + 3600 * 24 * 300 });
    expect(plan.statusCode).toBe(204);
    const { sheet, pdf } = await sheetAndPdf(operator);
    expect([sheet.statusCode, sheet.headers[watermarkHeader]]).toEqual([200, 'none']);
    const metadata = await sharp(sheet.rawPayload).metadata();
    expect([metadata.width, metadata.height, metadata.density]).toEqual([1200, 1800, 300]);
    expect(await markedShare(sheet.rawPayload)).toBe(0);
    expect([pdf.statusCode, pdf.headers[watermarkHeader]]).toEqual([200, 'none']);
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/TrimBox \[/);
    const raster = extractJpeg(pdf.rawPayload);
    const rasterSize = await sharp(raster).metadata();
    // 1800×1200 at 300 dpi, 36 px of bleed a side.
    expect([rasterSize.width, rasterSize.height]).toEqual([1872, 1272]);
    expect(await markedShare(raster)).toBe(0);
  });

  it('spends one download of a pass per print file, then refuses with the reason', async () => {
    const operator = await TestOperator.signUp(t.app);
    const pass = await operator.post('/api/test-hooks/pass', { originalPath: layoutTemplate.path, previewPath: `${layoutTemplate.path}.jpg`, downloadsRemaining: 1, expiresAt: inDays(7) });
    expect(pass.statusCode).toBe(204);
    const layout = await createSampleLayout(t.app, operator, { document: card });
    const first = await download(operator, layout.id, { format: 'pdf', revision: layout.revision });
    expect([first.statusCode, first.headers[watermarkHeader], first.headers[downloadsRemainingHeader]]).toEqual([200, 'none', '0']);
    const spent = await download(operator, layout.id, { format: 'pdf', revision: layout.revision });
    expect(spent.statusCode).toBe(403);
    expect(spent.json()).toEqual({ error: { code: 'DOWNLOAD_NOT_ALLOWED', message: 'Hai esaurito i download per questo template.', messageKey: 'downloadsExhausted' } });
  });

  it('refuses the sheet of a layout that is not a strip', async () => {
    const operator = await TestOperator.signUp(t.app);
    const layout = await createSampleLayout(t.app, operator, { document: card });
    const response = await download(operator, layout.id, { format: 'sheet', revision: layout.revision });
    expect(response.statusCode).toBe(400);
  });
});
