import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateIdFromPath } from '../../../../shared/catalog/template-id.js';
import { createDraftId } from '../../../../shared/drafts/create-draft-id.js';
import { unlockedTemplates } from '../../../db/schema.js';
import { createSampleLayout, layoutTemplate } from '../../../test-support/layout-kit.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';
import { toPngDataUrl } from '../../../test-support/test-png.js';
import { giveAnnualPlan } from '../../../test-support/upload-kit.js';

let t: TestApp;
/** A clean 'print' the operator made themselves: a flat colour, so any mark shows. */
let clean: Buffer;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DRAFTS_PER_MINUTE: '1000' });
  clean = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#f2f2f2' } }).png().toBuffer();
});
afterAll(async () => {
  await t.close();
});

/** Stores the clean picture as a draft (naming the layout when given) and reads back what the public link serves. */
async function storeDraft(operator: TestOperator, layout?: { id: string; revision: number }): Promise<Buffer> {
  const draftId = createDraftId(layoutTemplate.path, new Date(), randomBytes(16));
  const body = { image: toPngDataUrl(clean), draftId, ...(layout === undefined ? {} : { layoutId: layout.id, layoutRevision: layout.revision }) };
  const created = await operator.post('/api/create-draft', body);
  expect(created.statusCode, created.body).toBe(201);
  const served = await t.app.inject({ method: 'GET', url: `/api/get-draft?id=${encodeURIComponent(draftId)}` });
  expect(served.statusCode).toBe(200);
  return served.rawPayload;
}

/** Share of pixels visibly redder than the clean grey: the 'BOZZA' mark. */
async function markedShare(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let marked = 0;
  for (let i = 0; i < data.length; i += info.channels) if ((data[i] ?? 0) - (data[i + 1] ?? 0) > 30) marked += 1;
  return marked / (info.width * info.height);
}

async function givePass(operator: TestOperator, templatePath: string): Promise<void> {
  await t.database.db.insert(unlockedTemplates).values({
    userId: operator.userId,
    templateId: templateIdFromPath(templatePath),
    originalPath: templatePath,
    previewPath: templatePath,
    downloadsRemaining: 3,
    unlockExpiryDate: new Date(Date.now() + 7 * 86_400_000),
  });
}

describe('a draft is marked by the server unless the operator is entitled to its template', () => {
  it("stamps 'BOZZA' over a free operator's clean picture, with or without a layout", async () => {
    const free = await TestOperator.signUp(t.app);
    const layout = await createSampleLayout(t.app, free);
    expect(await markedShare(await storeDraft(free, layout))).toBeGreaterThan(0.03);
    expect(await markedShare(await storeDraft(free))).toBeGreaterThan(0.03);
  });

  it('stamps the draft of a layout whose template is not the one the pass covers', async () => {
    const holder = await TestOperator.signUp(t.app);
    await givePass(holder, '/assets/templates/compleanno/cartolina_orizzontale/confetti-pop.png');
    const layout = await createSampleLayout(t.app, holder);
    expect(await markedShare(await storeDraft(holder, layout))).toBeGreaterThan(0.03);
  });

  it("keeps the picture as sent for a pass holder's layout on that template, and for the annual plan", async () => {
    const holder = await TestOperator.signUp(t.app);
    await givePass(holder, layoutTemplate.path);
    const layout = await createSampleLayout(t.app, holder);
    expect(await markedShare(await storeDraft(holder, layout))).toBe(0);
    // A pass says nothing about a picture that names no layout.
    expect(await markedShare(await storeDraft(holder))).toBeGreaterThan(0.03);
    const annual = await TestOperator.signUp(t.app);
    await giveAnnualPlan(t.database.db, annual.userId);
    expect(await markedShare(await storeDraft(annual))).toBe(0);
  });
});
