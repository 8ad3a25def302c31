import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoboothAppProcessing } from '../../../../shared/booth/photobooth-app-collage.js';
import type { PhotoboothProjectCollage } from '../../../../shared/booth/photoboothproject-collage.js';
import type { SlotsFile } from '../../../../shared/booth/slots-file.js';
import { createPlaceholderElement } from '../../../../shared/layout/create-placeholder-element.js';
import { customTemplateFileUrl } from '../../../../shared/api/custom-templates.js';
import { customTemplates, layouts } from '../../../db/schema.js';
import { callApi, createSampleLayout, layoutTemplate, sampleLayoutDocument } from '../../../test-support/layout-kit.js';
import { givePass, passDownloadsLeft } from '../../../test-support/pass-kit.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';
import { giveAnnualPlan } from '../../../test-support/upload-kit.js';

const templateColour = { r: 40, g: 120, b: 200 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DRAFTS_PER_MINUTE: '1000' });
  // The built-in template's original, opaque, where the asset generator writes it.
  const file = path.join(t.config.templateOriginalsDir, layoutTemplate.path.replace('/assets/templates/', ''));
  await mkdir(path.dirname(file), { recursive: true });
  await sharp({ create: { width: layoutTemplate.width, height: layoutTemplate.height, channels: 3, background: templateColour } }).png().toFile(file);
});
afterAll(async () => {
  await t.close();
});

/** Another built-in template of the same size, for which the operator holds no pass. */
const otherTemplate = { ...layoutTemplate, path: '/assets/templates/compleanno/cartolina_orizzontale/confetti-pop.png' };

const download = (operator: TestOperator, layoutId: string, body: unknown = {}) => callApi(t.app, operator, 'POST', `/api/layouts/${layoutId}/downloads/booth`, body);
const errorOf = (response: { json: () => unknown }) => (response.json() as { error: { code: string; message: string } }).error;
const decoder = new TextDecoder();

async function operatorWithPass(templatePath: string, downloadsRemaining: number): Promise<TestOperator> {
  const operator = await TestOperator.signUp(t.app);
  await givePass(t.database.db, operator.userId, templatePath, downloadsRemaining);
  return operator;
}

const downloadsLeft = (operator: TestOperator, templatePath: string) => passDownloadsLeft(t.database.db, operator.userId, templatePath);

/** The sample document with a straight and a turned photo frame. */
function framedDocument() {
  const document = sampleLayoutDocument();
  const context = { createId: () => 'unused', scale: 0.5, template: layoutTemplate };
  const straight = { ...createPlaceholderElement(context), id: 'frame-a', x: 200, y: 250, width: 500, height: 400, rotation: 0 };
  const turned = { ...createPlaceholderElement(context), id: 'frame-b', x: 1100, y: 300, width: 450, height: 350, rotation: 20 };
  return { ...document, elements: [...document.elements.filter((element) => element.type !== 'placeholder'), straight, turned] };
}

describe('the booth pack zip, built by the server', () => {
  it('refuses a free operator, whatever plan the browser believes, with the reason, and builds nothing', async () => {
    const operator = await TestOperator.signUp(t.app);
    const layout = await createSampleLayout(t.app, operator);
    const response = await download(operator, layout.id, { revision: layout.revision });
    expect([response.statusCode, errorOf(response)]).toEqual([403, { code: 'DOWNLOAD_NOT_ALLOWED', message: 'Non hai un pass per questo template.', messageKey: 'noPass' }]);
  });

  it("gives the annual plan the layout's pack: the overlay's holes are where slots.json says, the rest drawn as the background", async () => {
    const operator = await TestOperator.signUp(t.app);
    await giveAnnualPlan(t.database.db, operator.userId);
    const layout = await createSampleLayout(t.app, operator, { name: 'Festa di Giulia', document: framedDocument() });
    const response = await download(operator, layout.id, { revision: layout.revision, language: 'en', printerId: 'canon-selphy' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(decoder.decode(files['README.txt'])).toContain('Cornice – photo booth package: Festa di Giulia');
    expect(JSON.parse(decoder.decode(files['pack.json']))).toMatchObject({ name: 'Festa di Giulia', slug: 'festa-di-giulia', printer: { id: 'canon-selphy' } });
    const slots = JSON.parse(decoder.decode(files['slots.json'])) as SlotsFile;
    expect(slots.slots).toHaveLength(2);
    for (const path of ['photoboothproject/private/images/cornice/festa-di-giulia/overlay.png', 'photobooth-app/userdata/cornice/festa-di-giulia/overlay.png', 'dslrbooth/overlay.png']) {
      const overlay = files[path];
      const background = files[path.replace('overlay.png', 'background.png').replace('dslrbooth/background.png', 'photobooth-app/userdata/cornice/festa-di-giulia/background.png')];
      if (overlay === undefined || background === undefined) throw new Error(`no ${path} in ${Object.keys(files).join(', ')}`);
      const holes = await sharp(overlay).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const full = await sharp(background).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect([holes.info.width, holes.info.height]).toEqual([layoutTemplate.width, layoutTemplate.height]);
      const offset = (x: number, y: number) => (Math.round(y) * holes.info.width + Math.round(x)) * 4;
      const alphaAt = (x: number, y: number) => holes.data[offset(x, y) + 3];
      const pixelOf = (image: { data: Buffer }, x: number, y: number) => [...image.data.subarray(offset(x, y), offset(x, y) + 4)];
      for (const slot of slots.slots) {
        const radians = (slot.rotation * Math.PI) / 180;
        const centre = { x: slot.x + slot.width / 2, y: slot.y + slot.height / 2 };
        // Points inside the turned rectangle (a little in from its edges) are holes; points just outside are the background's.
        for (const [u, v] of [[0, 0], [0.4, 0.4], [-0.4, 0.4], [0.4, -0.4], [-0.4, -0.4]] as const) {
          const local = { x: u * slot.width, y: v * slot.height };
          const x = centre.x + local.x * Math.cos(radians) - local.y * Math.sin(radians);
          const y = centre.y + local.x * Math.sin(radians) + local.y * Math.cos(radians);
          expect(alphaAt(x, y), `${path} hole at ${x},${y}`).toBe(0);
          expect(pixelOf(full, x, y), `${path} background at ${x},${y}`).toEqual([templateColour.r, templateColour.g, templateColour.b, 255]);
        }
        for (const [u, v] of [[0.6, 0], [-0.6, 0], [0, 0.6], [0, -0.6]] as const) {
          // (the template is opaque: what is not a hole is drawn)
          const local = { x: u * slot.width, y: v * slot.height };
          const x = centre.x + local.x * Math.cos(radians) - local.y * Math.sin(radians);
          const y = centre.y + local.x * Math.sin(radians) + local.y * Math.cos(radians);
          expect(pixelOf(holes, x, y), `${path} outside at ${x},${y}`).toEqual(pixelOf(full, x, y));
        }
      }
      // Away from the holes the overlay is the drawn page, template and all.
      expect(pixelOf(holes, 20, 20)).toEqual([templateColour.r, templateColour.g, templateColour.b, 255]);
    }
    // The pack is the layout: the collages name the same holes.
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['pibooth/cornice-festa-di-giulia.xml', 'breeze/background.jpg', 'dnp-hotfolder/test-print.jpg']));
  });

  it("puts each program's photos over the holes of the overlay that program lays on top, in the server's zip", async () => {
    const operator = await TestOperator.signUp(t.app);
    await giveAnnualPlan(t.database.db, operator.userId);
    const layout = await createSampleLayout(t.app, operator, { name: 'Collage', document: framedDocument() });
    const response = await download(operator, layout.id);
    expect(response.statusCode, response.body).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const text = (name: string) => decoder.decode(files[name]);
    const alphaOf = async (name: string) => {
      const bytes = files[name];
      if (bytes === undefined) throw new Error(`no ${name}`);
      const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      return (x: number, y: number) => data[(Math.round(y) * info.width + Math.round(x)) * 4 + 3];
    };
    // A photo box's centre and points a third of the way to its corners (any turn keeps them inside a hole).
    const expectInHoles = (alpha: (x: number, y: number) => number | undefined, boxes: { x: number; y: number; width: number; height: number }[], where: string) => {
      expect(boxes, where).toHaveLength(2);
      for (const box of boxes) {
        const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        const reach = Math.min(box.width, box.height) / 3;
        for (const [dx, dy] of [[0, 0], [reach, 0], [-reach, 0], [0, reach], [0, -reach]] as const) expect(alpha(centre.x + dx, centre.y + dy), `${where} at ${centre.x + dx},${centre.y + dy}`).toBe(0);
      }
    };

    const collageName = Object.keys(files).find((name) => /^photoboothproject\/private\/collage\/[a-z]+\/cornice-collage\.json$/.test(name));
    if (collageName === undefined) throw new Error('no PhotoboothProject collage');
    const collage = JSON.parse(text(collageName)) as PhotoboothProjectCollage;
    expectInHoles(await alphaOf('photoboothproject/private/images/cornice/collage/overlay.png'), collage.layout.map(([x, y, width, height]) => ({ x, y, width, height })), 'PhotoboothProject');

    const processing = JSON.parse(text('photobooth-app/collage-processing.json')) as PhotoboothAppProcessing;
    expectInHoles(await alphaOf('photobooth-app/userdata/cornice/collage/overlay.png'), processing.merge_definition.map((box) => ({ x: box.pos_x, y: box.pos_y, width: box.width, height: box.height })), 'photobooth-app');

    // pibooth: draw.io geometry in hundredths of an inch at 300 dpi, truncated as the plugin does.
    const px = (value: string) => Math.trunc((Number(value) * 300) / 100);
    const captures = [...text('pibooth/cornice-collage.xml').matchAll(/<mxCell[^>]*style="(?!text;)[^"]*"[^>]*vertex="1"[^>]*>\s*<mxGeometry x="([^"]+)" y="([^"]+)" width="([^"]+)" height="([^"]+)"/g)];
    expectInHoles(await alphaOf('pibooth/overlay.png'), captures.map(([, x = '', y = '', width = '', height = '']) => ({ x: px(x), y: px(y), width: px(width), height: px(height) })), 'pibooth');
  });

  it('spends one download of a pass per zip, then refuses with the reason; a stale revision is a 409', async () => {
    const holder = await operatorWithPass(layoutTemplate.path, 1);
    const layout = await createSampleLayout(t.app, holder);
    expect((await download(holder, layout.id, { revision: layout.revision + 1 })).statusCode).toBe(409);
    const first = await download(holder, layout.id);
    expect([first.statusCode, first.headers['x-cornice-downloads-remaining']]).toEqual([200, '0']);
    const spent = await download(holder, layout.id);
    expect([spent.statusCode, errorOf(spent)]).toEqual([403, { code: 'DOWNLOAD_NOT_ALLOWED', message: 'Hai esaurito i download per questo template.', messageKey: 'downloadsExhausted' }]);
  });

  it('gives exactly one zip for ten parallel requests on a pass with one download left', async () => {
    const holder = await operatorWithPass(layoutTemplate.path, 1);
    const layout = await createSampleLayout(t.app, holder);
    const answers = await Promise.all(Array.from({ length: 10 }, () => download(holder, layout.id)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    // The others are refused (spent) or asked to retry (the render queue is full): never a file.
    expect(codes.every((code) => code === 200 || code === 403 || code === 503)).toBe(true);
    expect(await downloadsLeft(holder, layoutTemplate.path)).toBe(0);
  });

  it('refuses a body with fields of its own, or larger than a request for a file needs', async () => {
    const operator = await TestOperator.signUp(t.app);
    await giveAnnualPlan(t.database.db, operator.userId);
    const layout = await createSampleLayout(t.app, operator);
    expect((await download(operator, layout.id, { revision: layout.revision, watermark: false })).statusCode).toBe(400);
    expect((await download(operator, layout.id, { language: 'it', padding: 'x'.repeat(8000) })).statusCode).toBe(413);
  });

  it("refuses a layout whose document draws another template than the pass covers, and spends nothing", async () => {
    const holder = await operatorWithPass(layoutTemplate.path, 3);
    const layout = await createSampleLayout(t.app, holder);
    // A row saved before saves were checked: its document draws another template.
    await t.database.db
      .update(layouts)
      .set({ document: sql`jsonb_set(${layouts.document}, '{template,path}', ${JSON.stringify(otherTemplate.path)}::jsonb)` })
      .where(eq(layouts.id, layout.id));
    const refused = await download(holder, layout.id);
    expect([refused.statusCode, errorOf(refused).code]).toEqual([403, 'DOWNLOAD_NOT_ALLOWED']);
    expect(await downloadsLeft(holder, layoutTemplate.path)).toBe(3);
  });

  it('gives the pack of a layout on the operator\'s own uploaded template, with no plan and no pass; not to anyone else', async () => {
    const owner = await TestOperator.signUp(t.app);
    const id = 'custom_pacchetto_proprio';
    const key = `custom-templates/${owner.userId}/${id}-original.png`;
    await t.database.db.insert(customTemplates).values({ id, userId: owner.userId, theme: 'matrimonio', format: 'cartolina-orizzontale', originalKey: key, previewKey: `custom-templates/${owner.userId}/${id}-preview.jpg`, originalWidth: 1800, originalHeight: 1200, saved: true, name: id });
    const document = { ...framedDocument(), template: { ...layoutTemplate, path: customTemplateFileUrl(key) } };
    const layout = await createSampleLayout(t.app, owner, { document });
    const own = await download(owner, layout.id);
    expect([own.statusCode, own.headers['x-cornice-downloads-remaining']], own.body).toEqual([200, 'illimitati']);
    // The same document in another free operator's layout: not their template, so no pack.
    const stranger = await TestOperator.signUp(t.app);
    const theirs = await createSampleLayout(t.app, stranger, { document: framedDocument() });
    await t.database.db
      .update(layouts)
      .set({ document: sql`jsonb_set(${layouts.document}, '{template,path}', ${JSON.stringify(customTemplateFileUrl(key))}::jsonb)` })
      .where(eq(layouts.id, theirs.id));
    const refused = await download(stranger, theirs.id);
    expect([refused.statusCode, errorOf(refused).code]).toEqual([403, 'DOWNLOAD_NOT_ALLOWED']);
  });
});
