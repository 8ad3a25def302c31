import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutDocument } from '../../../../shared/layout/layout-document.js';
import { createDraftId } from '../../../../shared/drafts/create-draft-id.js';
import { createPlaceholderElement } from '../../../../shared/layout/create-placeholder-element.js';
import { callApi, createSampleLayout, layoutTemplate, sampleLayoutDocument } from '../../../test-support/layout-kit.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';
import { createTestPng, toPngDataUrl } from '../../../test-support/test-png.js';

const templateColour = { r: 40, g: 120, b: 200 };
const emptyDocument = (): LayoutDocument => ({ ...sampleLayoutDocument(), elements: [] });
const newDraftId = () => createDraftId(layoutTemplate.path, new Date(), randomBytes(16));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEST_HOOKS: 'true', RATE_LIMIT_DRAFTS_PER_MINUTE: '1000' });
  const file = path.join(t.config.templateOriginalsDir, layoutTemplate.path.replace('/assets/templates/', ''));
  await mkdir(path.dirname(file), { recursive: true });
  await sharp({ create: { width: layoutTemplate.width, height: layoutTemplate.height, channels: 3, background: templateColour } }).png().toFile(file);
});
afterAll(async () => {
  await t.close();
});

/** Share of the middle third of the draft (where 'BOZZA' goes) that is not the template's colour. */
async function markedMiddle(bytes: Buffer): Promise<number> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let marked = 0;
  let total = 0;
  for (let y = Math.floor(info.height / 3); y < (2 * info.height) / 3; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      const at = (y * info.width + x) * 3;
      total += 1;
      if (Math.abs((data[at] ?? 0) - templateColour.r) + Math.abs((data[at + 1] ?? 0) - templateColour.g) + Math.abs((data[at + 2] ?? 0) - templateColour.b) > 12) marked += 1;
    }
  }
  return marked / total;
}

async function shareDraft(operator: TestOperator, body: Record<string, unknown>): Promise<Buffer> {
  const draftId = newDraftId();
  const created = await callApi(t.app, operator, 'POST', '/api/create-draft', { draftId, ...body });
  expect(created.statusCode, created.body).toBe(201);
  const served = await t.app.inject({ method: 'GET', url: `/api/get-draft?id=${encodeURIComponent(draftId)}` });
  expect(served.statusCode).toBe(200);
  return served.rawPayload;
}

describe('drafts of account layouts, drawn by the server', () => {
  it("draws a free operator's draft from the shared revision with 'BOZZA', ignoring any image sent along", async () => {
    const operator = await TestOperator.signUp(t.app);
    const layout = await createSampleLayout(t.app, operator, { document: emptyDocument() });
    const clean = toPngDataUrl(await createTestPng(1800, 1200));
    const draft = await shareDraft(operator, { image: clean, layoutId: layout.id, layoutRevision: layout.revision });
    const meta = await sharp(draft).metadata();
    expect([meta.width, meta.height, meta.density]).toEqual([1800, 1200, 300]);
    expect(await markedMiddle(draft)).toBeGreaterThan(0.05);
  });

  it("draws the annual plan's draft clean, and needs no image", async () => {
    const operator = await TestOperator.signUp(t.app);
    const plan = await operator.post('/api/test-hooks/plan', { planType: 'Annuale', subscriptionStatus: 'active', currentPeriodEnd: Math.floor(Date.now() / 1000) + 3600 * 24 * 300 });
    expect(plan.statusCode).toBe(204);
    const layout = await createSampleLayout(t.app, operator, { document: emptyDocument() });
    const draft = await shareDraft(operator, { layoutId: layout.id, layoutRevision: layout.revision });
    expect(await markedMiddle(draft)).toBe(0);
  });

  it("leaves the photo windows empty: the editor's sample landscape would pass for the client's photo", async () => {
    const operator = await TestOperator.signUp(t.app);
    const plan = await operator.post('/api/test-hooks/plan', { planType: 'Annuale', subscriptionStatus: 'active', currentPeriodEnd: Math.floor(Date.now() / 1000) + 3600 * 24 * 300 });
    expect(plan.statusCode).toBe(204);
    const context = { createId: () => 'frame', scale: 0.5, template: layoutTemplate };
    const frame = { ...createPlaceholderElement(context), id: 'frame', x: 600, y: 300, width: 600, height: 400, rotation: 0 };
    const layout = await createSampleLayout(t.app, operator, { document: { ...emptyDocument(), elements: [frame] } });
    const draft = await shareDraft(operator, { layoutId: layout.id, layoutRevision: layout.revision });
    // The window's middle, where the landscape drew its hills, sky and sun: plain white.
    const { data } = await sharp(draft).removeAlpha().extract({ left: 850, top: 450, width: 100, height: 100 }).raw().toBuffer({ resolveWithObject: true });
    expect(data.every((channel) => channel >= 250)).toBe(true);
  });

  it('refuses a revision the layout is not at, and a body with neither layout nor image', async () => {
    const operator = await TestOperator.signUp(t.app);
    const layout = await createSampleLayout(t.app, operator, { document: emptyDocument() });
    const stale = await callApi(t.app, operator, 'POST', '/api/create-draft', { draftId: newDraftId(), layoutId: layout.id, layoutRevision: layout.revision + 1 });
    expect(stale.statusCode).toBe(404);
    const empty = await callApi(t.app, operator, 'POST', '/api/create-draft', { draftId: newDraftId() });
    expect(empty.statusCode).toBe(400);
  });

  it("stamps 'BOZZA' on a browser's image sent without a layout, unless the operator has the annual plan", async () => {
    const image = toPngDataUrl(await sharp({ create: { width: 900, height: 600, channels: 3, background: templateColour } }).png().toBuffer());
    const free = await TestOperator.signUp(t.app);
    const stamped = await shareDraft(free, { image });
    const meta = await sharp(stamped).metadata();
    expect([meta.width, meta.height]).toEqual([900, 600]);
    expect(await markedMiddle(stamped)).toBeGreaterThan(0.05);
    const annual = await TestOperator.signUp(t.app);
    const plan = await annual.post('/api/test-hooks/plan', { planType: 'Annuale', subscriptionStatus: 'active', currentPeriodEnd: Math.floor(Date.now() / 1000) + 3600 * 24 * 300 });
    expect(plan.statusCode).toBe(204);
    expect(await markedMiddle(await shareDraft(annual, { image }))).toBe(0);
  });
});
