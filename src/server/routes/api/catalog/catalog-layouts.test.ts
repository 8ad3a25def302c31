import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LayoutSummary } from '../../../../shared/api/layouts.js';
import { createTextElement } from '../../../../shared/layout/create-text-element.js';
import { catalogLayoutOriginal, catalogLayoutPreviewUrl, OperatorDataResponse } from '../../../../shared/api/public-catalog.js';
import { catalogRequests } from '../../../db/schema.js';
import { withCatalogProof } from '../../../test-support/catalog-proof.js';
import { callApi, createSampleLayout, layoutTemplate, sampleLayoutDocument } from '../../../test-support/layout-kit.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';

let t: TestApp;
let alice: TestOperator;
let bob: TestOperator;

let addressCounter = 0;
/** Each public call from its own address: the per-address limits are not what these tests are about. */
const nextAddress = () => {
  addressCounter += 1;
  return `10.30.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', CATALOG_PROOF_OF_WORK_MAX: '1000', RATE_LIMIT_LAYOUT_WRITES_PER_MINUTE: '1000' });
  // The template's print original, in a colour of its own: the catalogue's picture is drawn over it.
  const file = path.join(t.config.templateOriginalsDir, layoutTemplate.path.replace('/assets/templates/', ''));
  await mkdir(path.dirname(file), { recursive: true });
  await sharp({ create: { width: layoutTemplate.width, height: layoutTemplate.height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toFile(file);
  [alice, bob] = await Promise.all([TestOperator.signUpConfirmed(t.app, t.database.db), TestOperator.signUpConfirmed(t.app, t.database.db)]);
});
afterAll(async () => {
  await t.close();
});

async function setShown(operator: TestOperator, layoutId: string, shownInCatalog: boolean) {
  return callApi(t.app, operator, 'PUT', `/api/layouts/${layoutId}/catalog`, { shownInCatalog });
}

async function catalogueOf(operatorId: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/get-operator-data?userId=${encodeURIComponent(operatorId)}`, remoteAddress: nextAddress() });
  expect(response.statusCode).toBe(200);
  return { body: response.body, data: OperatorDataResponse.parse(response.json()) };
}

function getPicture(url: string) {
  return t.app.inject({ method: 'GET', url, remoteAddress: nextAddress() });
}

async function sendRequest(operatorId: string, template: { displayName: string; preview: string; original: string }) {
  const body = await withCatalogProof(t.app, {
    operatorId,
    template,
    formData: { names: 'Anna e Marco', eventDate: '14 giugno 2027', city: 'Roma', otherText: '', email: 'anna@example.test', phone: '' },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/save-catalog-request',
    remoteAddress: nextAddress(),
    headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin' },
    payload: JSON.stringify(body),
  });
}

describe("'Mostra nel catalogo'", () => {
  it('is switched by the owner only; the layout list shows it', async () => {
    const layout = await createSampleLayout(t.app, alice, { name: 'Festa di Giulia' });
    const shown = await setShown(alice, layout.id, true);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(LayoutSummary.parse(shown.json())).toMatchObject({ id: layout.id, shownInCatalog: true, revision: layout.revision });
    const list = await callApi(t.app, alice, 'GET', '/api/layouts');
    expect((list.json() as { layouts: { id: string; shownInCatalog: boolean }[] }).layouts.find((row) => row.id === layout.id)?.shownInCatalog).toBe(true);

    const foreign = await setShown(bob, layout.id, false);
    expect(foreign.statusCode).toBe(404);
    const visitor = await callApi(t.app, undefined, 'PUT', `/api/layouts/${layout.id}/catalog`, { shownInCatalog: false });
    expect(visitor.statusCode).toBe(401);
    expect((await catalogueOf(alice.userId)).data.catalog_layouts?.map((row) => row.id)).toContain(layout.id);
  });
});

describe('layouts in the public catalogue', () => {
  it("lists only the operator's marked live layouts, with a server-drawn picture, never the document or an original", async () => {
    const operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
    const marked = await createSampleLayout(t.app, operator, { name: 'Matrimonio al mare' });
    const unmarked = await createSampleLayout(t.app, operator, { name: 'Bozza privata' });
    const binned = await createSampleLayout(t.app, operator, { name: 'Nel cestino' });
    const foreign = await createSampleLayout(t.app, bob, { name: 'Di un altro' });
    for (const [owner, id] of [
      [operator, marked.id],
      [operator, binned.id],
      [bob, foreign.id],
    ] as const) {
      expect((await setShown(owner, id, true)).statusCode).toBe(200);
    }
    expect((await callApi(t.app, operator, 'DELETE', `/api/layouts/${binned.id}`)).statusCode).toBe(200);

    const { body, data } = await catalogueOf(operator.userId);
    expect(data.catalog_layouts).toEqual([
      {
        id: marked.id,
        name: 'Matrimonio al mare',
        theme: marked.theme,
        format: 'cartolina-orizzontale',
        preview: catalogLayoutPreviewUrl(operator.userId, marked.id, marked.revision),
        width: 600,
        height: 400,
      },
    ]);
    for (const hidden of [unmarked.id, binned.id, foreign.id]) expect(body).not.toContain(hidden);
    // Neither the document (its texts) nor the template's file.
    expect(body).not.toContain(layoutTemplate.path);
    expect(body).not.toContain('Anna e Luca');
    expect(body).not.toContain('-original.');

    const picture = await getPicture(data.catalog_layouts?.[0]?.preview ?? '');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    const meta = await sharp(picture.rawPayload).metadata();
    // Screen size, not the 1800 x 1200 print original.
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 400]);

    // Unmarked, binned, another operator's (even marked, under this operator's id): nothing to see.
    for (const id of [unmarked.id, binned.id, foreign.id]) {
      expect((await getPicture(catalogLayoutPreviewUrl(operator.userId, id, 1))).statusCode).toBe(404);
    }
    expect((await getPicture(catalogLayoutPreviewUrl(bob.userId, foreign.id, foreign.revision))).statusCode).toBe(200);

    // Taken out of the catalogue: gone from the list and its picture at once.
    expect((await setShown(operator, marked.id, false)).statusCode).toBe(200);
    expect((await catalogueOf(operator.userId)).data.catalog_layouts).toEqual([]);
    expect((await getPicture(catalogLayoutPreviewUrl(operator.userId, marked.id, marked.revision))).statusCode).toBe(404);
  });

  it("draws 'BOZZA' over the picture of an operator without rights on the template, as their drafts", async () => {
    const free = await TestOperator.signUpConfirmed(t.app, t.database.db);
    const layout = await createSampleLayout(t.app, free, { document: { ...sampleLayoutDocument(), elements: [] } });
    expect((await setShown(free, layout.id, true)).statusCode).toBe(200);
    const picture = await getPicture(catalogLayoutPreviewUrl(free.userId, layout.id, layout.revision));
    expect(picture.statusCode).toBe(200);
    // The template is one flat colour: anything else in the middle band is the mark.
    const { data, info } = await sharp(picture.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let marked = 0;
    for (let at = Math.floor(info.height / 3) * info.width * 3; at < Math.floor((2 * info.height) / 3) * info.width * 3; at += 3) {
      if (Math.abs((data[at] ?? 0) - 40) + Math.abs((data[at + 1] ?? 0) - 120) + Math.abs((data[at + 2] ?? 0) - 200) > 30) marked += 1;
    }
    expect(marked / ((info.width * info.height) / 3)).toBeGreaterThan(0.03);
  });

  it('answers a visitor 422 RENDER_TOO_LONG, drawing nothing, for the picture of a layout too costly for one (a text of 100,000 lines)', async () => {
    const operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
    const context = { createId: () => 'lines', scale: 1, template: layoutTemplate };
    const lines = { ...createTextElement(context, { content: '\n'.repeat(100_000) }), fontSize: 20 };
    const layout = await createSampleLayout(t.app, operator, { document: { ...sampleLayoutDocument(), elements: [lines] } });
    expect((await setShown(operator, layout.id, true)).statusCode).toBe(200);
    const picture = await getPicture(catalogLayoutPreviewUrl(operator.userId, layout.id, layout.revision));
    expect(picture.statusCode).toBe(422);
    expect(picture.json()).toMatchObject({ error: { code: 'RENDER_TOO_LONG' } });
  });
});

describe('POST /api/save-catalog-request for a layout', () => {
  it('stores a request for a marked layout under its own name and picture', async () => {
    const layout = await createSampleLayout(t.app, alice, { name: 'Comunione di Luca' });
    expect((await setShown(alice, layout.id, true)).statusCode).toBe(200);
    const response = await sendRequest(alice.userId, { displayName: 'Un nome inventato', preview: '/qualsiasi.webp', original: catalogLayoutOriginal(layout.id) });
    expect(response.statusCode, response.body).toBe(201);
    const { requestId } = response.json() as { requestId: string };
    const [row] = await t.database.db.select().from(catalogRequests).where(eq(catalogRequests.id, requestId));
    expect(row?.template).toEqual({
      displayName: 'Comunione di Luca',
      original_path: layout.templatePath,
      preview: catalogLayoutPreviewUrl(alice.userId, layout.id, layout.revision),
      catalogLayoutId: layout.id,
    });
  });

  it("refuses an unmarked layout, a binned one, another operator's and a made-up id with 400 TEMPLATE_INVALID, storing nothing", async () => {
    const unmarked = await createSampleLayout(t.app, alice, { name: 'Non in catalogo' });
    const binned = await createSampleLayout(t.app, alice, { name: 'Eliminato' });
    expect((await setShown(alice, binned.id, true)).statusCode).toBe(200);
    expect((await callApi(t.app, alice, 'DELETE', `/api/layouts/${binned.id}`)).statusCode).toBe(200);
    const bobs = await createSampleLayout(t.app, bob, { name: 'Di Bob' });
    expect((await setShown(bob, bobs.id, true)).statusCode).toBe(200);

    const before = (await t.database.db.select().from(catalogRequests).where(eq(catalogRequests.operatorId, alice.userId))).length;
    for (const original of [catalogLayoutOriginal(unmarked.id), catalogLayoutOriginal(binned.id), catalogLayoutOriginal(bobs.id), 'layout:lay_inventato', 'layout:']) {
      const response = await sendRequest(alice.userId, { displayName: 'X', preview: '/x.webp', original });
      expect(response.statusCode, original).toBe(400);
      expect((response.json() as { error: { code: string } }).error.code).toBe('TEMPLATE_INVALID');
    }
    expect(await t.database.db.select().from(catalogRequests).where(eq(catalogRequests.operatorId, alice.userId))).toHaveLength(before);
  });
});
