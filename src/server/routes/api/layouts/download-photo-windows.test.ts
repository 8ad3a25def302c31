import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watermarkHeader } from '../../../../shared/api/layout-downloads.js';
import type { LayoutDocument } from '../../../../shared/layout/layout-document.js';
import type { PlaceholderElement } from '../../../../shared/layout/placeholder-element.js';
import { extractJpeg } from '../../../test-support/extract-jpeg.js';
import { callApi, createSampleLayout, layoutTemplate } from '../../../test-support/layout-kit.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { startRenderTestApp } from '../../../test-support/render-test-app.js';
import type { TestOperator } from '../../../test-support/test-operator.js';
import { plainElementBase } from '../../../../shared/layout/plain-element-base.js';

/** A template of one colour, and a photo frame without a border at a known place. */
const templateColour = { r: 40, g: 120, b: 200 };
const frame: PlaceholderElement = {
  id: 'photo-1',
  type: 'placeholder',
  x: 300,
  y: 200,
  width: 900,
  height: 600,
  ...plainElementBase,
  borderEnabled: false,
  borderColor: '#ffffff',
  borderWidth: 1,
  keepRatio: true,
};
const card: LayoutDocument = { schemaVersion: 1, template: layoutTemplate, elements: [frame] };
const inside = { x: 750, y: 500 };
const outside = { x: 100, y: 1000 };

let t: TestApp;
let operator: TestOperator;
beforeAll(async () => {
  ({ t, operator } = await startRenderTestApp(templateColour));
});
afterAll(async () => {
  await t.close();
});

async function download(body: Record<string, unknown>) {
  const layout = await createSampleLayout(t.app, operator, { document: card });
  return callApi(t.app, operator, 'POST', `/api/layouts/${layout.id}/downloads`, { ...body, revision: layout.revision });
}

/** RGBA of one pixel. */
async function pixelAt(bytes: Buffer, at: { x: number; y: number }): Promise<number[]> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (at.y * info.width + at.x) * 4;
  return [...data.subarray(offset, offset + 4)];
}

describe("the photo windows of a server's print file", () => {
  it('cuts the frames out of a PNG to alpha 0 when asked for transparent windows, the rest opaque', async () => {
    const png = await download({ format: 'png', photoWindows: 'transparent' });
    expect([png.statusCode, png.headers[watermarkHeader]]).toEqual([200, 'none']);
    expect((await pixelAt(png.rawPayload, inside))[3]).toBe(0);
    expect(await pixelAt(png.rawPayload, outside)).toEqual([templateColour.r, templateColour.g, templateColour.b, 255]);
  });

  it('paints the frames white when asked for empty windows, and keeps the sample landscape when asked for the template’s', async () => {
    const white = await download({ format: 'png', photoWindows: 'white' });
    expect(await pixelAt(white.rawPayload, inside)).toEqual([255, 255, 255, 255]);
    const sample = await download({ format: 'png', photoWindows: 'template' });
    const [r = 0, g = 0, b = 0, a = 0] = await pixelAt(sample.rawPayload, inside);
    // The sample's sky, sun or hills: opaque and neither white nor the template.
    expect(a).toBe(255);
    expect([r, g, b]).not.toEqual([255, 255, 255]);
    expect([r, g, b]).not.toEqual([templateColour.r, templateColour.g, templateColour.b]);
  });

  it('draws transparent windows white in a JPG and in the PDF, which hold no transparency', async () => {
    const jpg = await download({ format: 'jpg', photoWindows: 'transparent' });
    expect(jpg.statusCode).toBe(200);
    const [r = 0, g = 0, b = 0] = await pixelAt(jpg.rawPayload, inside);
    expect(Math.min(r, g, b)).toBeGreaterThan(245);
    const pdf = await download({ format: 'pdf', photoWindows: 'transparent' });
    expect(pdf.statusCode).toBe(200);
    // 36 px of bleed a side around the page.
    const [pr = 0, pg = 0, pb = 0] = await pixelAt(extractJpeg(pdf.rawPayload), { x: inside.x + 36, y: inside.y + 36 });
    expect(Math.min(pr, pg, pb)).toBeGreaterThan(245);
  });

  it('refuses a choice it does not know with 400', async () => {
    const refused = await download({ format: 'png', photoWindows: 'holes' });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
  });
});
