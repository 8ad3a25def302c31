import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watermarkHeader } from '../../../../shared/api/layout-downloads.js';
import type { EllipseElement } from '../../../../shared/layout/ellipse-element.js';
import type { LayoutDocument } from '../../../../shared/layout/layout-document.js';
import { extractJpeg } from '../../../test-support/extract-jpeg.js';
import { callApi, createSampleLayout, layoutTemplate } from '../../../test-support/layout-kit.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { startRenderTestApp } from '../../../test-support/render-test-app.js';
import type { TestOperator } from '../../../test-support/test-operator.js';
import { plainElementBase } from '../../../../shared/layout/plain-element-base.js';

/** A template of one colour, a red ellipse with a blue outline, and a green one turned a quarter about its top-left corner. */
const templateColour = { r: 40, g: 120, b: 200 };
const oval: EllipseElement = { ...plainElementBase, id: 'oval', type: 'ellipse', x: 600, y: 300, width: 600, height: 400, fillColor: '#ff0000', strokeColor: '#0000ff', strokeWidth: 10 };
const turned: EllipseElement = { ...plainElementBase, id: 'turned', type: 'ellipse', x: 1500, y: 200, width: 400, height: 100, rotation: 90, fillColor: '#00ff00', strokeColor: '#000000', strokeWidth: 0 };
const card: LayoutDocument = { schemaVersion: 1, template: layoutTemplate, elements: [oval, turned] };

let t: TestApp;
let operator: TestOperator;
beforeAll(async () => {
  ({ t, operator } = await startRenderTestApp(templateColour));
});
afterAll(async () => {
  await t.close();
});

async function download(format: 'png' | 'pdf') {
  const layout = await createSampleLayout(t.app, operator, { document: card });
  return callApi(t.app, operator, 'POST', `/api/layouts/${layout.id}/downloads`, { format, revision: layout.revision });
}

/** RGB of some pixels of a picture. */
async function pixelsAt(bytes: Buffer, points: readonly { x: number; y: number }[]): Promise<number[][]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return points.map((at) => [...data.subarray((at.y * info.width + at.x) * 3, (at.y * info.width + at.x) * 3 + 3)]);
}

const template = [templateColour.r, templateColour.g, templateColour.b];
const red = [255, 0, 0];
const blue = [0, 0, 255];
const green = [0, 255, 0];
const points = [
  { x: 900, y: 500 }, // the red ellipse's centre
  { x: 604, y: 500 }, // its left end, inside the 10 px outline that lies within its box
  { x: 620, y: 320 }, // its box's corner, outside the ellipse
  { x: 1450, y: 400 }, // the turned ellipse's centre: its box runs left of x and down from y
  { x: 1700, y: 250 }, // where it would be unturned
  { x: 100, y: 1000 }, // the template
];

describe("an ellipse in the server's print files", () => {
  it('is drawn in the downloaded PNG where the document puts it: filled, outlined inside its box, turned about its corner', async () => {
    const png = await download('png');
    expect([png.statusCode, png.headers[watermarkHeader]]).toEqual([200, 'none']);
    expect(await pixelsAt(png.rawPayload, points)).toEqual([red, blue, template, green, template, template]);
  });

  it('is drawn in the PDF for the print shop as well', async () => {
    const pdf = await download('pdf');
    expect(pdf.statusCode).toBe(200);
    // 36 px of bleed a side around the page; JPEG moves colours a little.
    const found = await pixelsAt(extractJpeg(pdf.rawPayload), points.map(({ x, y }) => ({ x: x + 36, y: y + 36 })));
    const expected = [red, blue, template, green, template, template];
    found.forEach((rgb, index) => rgb.forEach((value, channel) => expect(Math.abs(value - (expected[index]?.[channel] ?? -999))).toBeLessThan(40)));
  });
});
