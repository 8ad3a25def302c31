import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import sharp from 'sharp';
import { BrandFont, ListBrandFontsResponse } from '../../shared/api/brand-fonts.js';
import { UploadCustomTemplateResponse } from '../../shared/api/custom-templates.js';
import { LayoutRecord, SaveLayoutResponse, UploadLayoutImageResponse } from '../../shared/api/layouts.js';
import type { TemplateEntry } from '../../shared/catalog/template-entry.js';
import { catalogRequests, customTemplates, unlockedTemplates } from '../db/schema.js';
import type { Database } from '../db/client.js';
import type { TestOperator } from './test-operator.js';
import { readFontsourceFile } from './test-fonts.js';
import { newDraftId } from './upload-kit.js';
import { sampleLayoutDocument } from './layout-kit.js';
import { eq } from 'drizzle-orm';

export const fixtureTemplate: TemplateEntry = {
  category: 'compleanno',
  format: 'cartolina_orizzontale',
  original: '/assets/templates/compleanno/cartolina_orizzontale/balloons-party.png',
  preview: '/assets/templates/compleanno/cartolina_orizzontale/previews/balloons-party.jpg',
};

/** One of everything an operator owns, made through the real routes where files are involved. */
export interface OperatorObjects {
  draftId: string;
  requestId: string;
  /** A pass with downloads and time left. */
  activePassTemplateId: string;
  /** A pass that ran out (the only kind the dashboard deletes). */
  expiredPassTemplateId: string;
  savedTemplateId: string;
  savedTemplateFileUrl: string;
  pendingPaths: { originalPath: string; previewPath: string };
  logoUrl: string;
  /** A live layout (saved once, with a thumbnail and an uploaded image). */
  layoutId: string;
  layoutThumbnailUrl: string;
  layoutImageUrl: string;
  /** A layout in the bin, still restorable. */
  deletedLayoutId: string;
  /** A brand font (one per operator and face: made once, reused while it exists). */
  brandFontId: string;
  brandFontUrl: string;
}

/** Makes a fresh set of objects for `operator` (annual plan expected). */
export async function createOperatorObjects(db: Database, operator: TestOperator, png: Buffer): Promise<OperatorObjects> {
  const dataUrl = `data:image/png;base64,${png.toString('base64')}`;
  const draftId = newDraftId();
  expectStatus(await operator.post('/api/create-draft', { image: dataUrl, draftId }), 201);

  const requestId = `req_${randomBytes(9).toString('base64url')}`;
  await db.insert(catalogRequests).values({
    id: requestId,
    operatorId: operator.userId,
    draftId,
    template: { displayName: 'Balloons Party', original_path: fixtureTemplate.original, preview: fixtureTemplate.preview },
    formData: { names: 'Anna e Luca', eventDate: '1 giugno', city: 'Roma', otherText: '', email: 'cliente@example.test', phone: '' },
  });

  const suffix = randomBytes(6).toString('hex');
  const activePassTemplateId = `compleanno-active-${suffix}`;
  const expiredPassTemplateId = `compleanno-expired-${suffix}`;
  const pass = { userId: operator.userId, originalPath: fixtureTemplate.original, previewPath: fixtureTemplate.preview };
  await db.insert(unlockedTemplates).values([
    { ...pass, templateId: activePassTemplateId, downloadsRemaining: 3, unlockExpiryDate: new Date(Date.now() + 7 * 86_400_000) },
    { ...pass, templateId: expiredPassTemplateId, downloadsRemaining: 0, unlockExpiryDate: new Date(Date.now() - 86_400_000) },
  ]);

  const template = { theme: 'matrimonio', format: 'cartolina-verticale', originalFileName: 'a.png', previewFileName: 'b.png' };
  const saved = UploadCustomTemplateResponse.parse(
    expectStatus(await operator.post('/api/upload-custom-template', { ...template, originalFile: dataUrl, previewFile: dataUrl }), 201).json(),
  );
  expectStatus(await operator.post('/api/save-custom-template-metadata', { theme: template.theme, format: template.format, ...saved }), 200);
  const [savedRow] = await db.select({ id: customTemplates.id }).from(customTemplates).where(eq(customTemplates.originalKey, decodeURIComponent(saved.originalPath.split('key=')[1] ?? '')));
  if (savedRow === undefined) throw new Error('saved template row missing');
  const pendingPaths = UploadCustomTemplateResponse.parse(
    expectStatus(await operator.post('/api/upload-custom-template', { ...template, originalFile: dataUrl, previewFile: dataUrl }), 201).json(),
  );

  const logoUrl = z.object({ logoUrl: z.string() }).parse(expectStatus(await operator.post('/api/upload-logo', { logoBase64: dataUrl, logoType: 'image/png' }), 200).json()).logoUrl;
  const profile = { businessName: 'Foto Anna', logoUrl, contactEmail: 'anna@example.test', contactPhone: '', secondaryEmail: '' };
  expectStatus(await operator.post('/api/update-user-metadata', profile), 200);

  const layout = await createFixtureLayouts(operator, png);
  const brandFont = await ensureFixtureBrandFont(operator);
  return {
    draftId,
    requestId,
    activePassTemplateId,
    expiredPassTemplateId,
    savedTemplateId: savedRow.id,
    savedTemplateFileUrl: saved.originalPath,
    pendingPaths,
    logoUrl,
    ...layout,
    brandFontId: brandFont.id,
    brandFontUrl: brandFont.url,
  };
}

async function ensureFixtureBrandFont(operator: TestOperator) {
  const [existing] = ListBrandFontsResponse.parse(expectStatus(await operator.call('GET', '/api/brand-fonts'), 200).json()).fonts;
  if (existing !== undefined) return existing;
  const file = readFontsourceFile('great-vibes', 'great-vibes-latin-400-normal.woff2').toString('base64');
  return BrandFont.parse(expectStatus(await operator.call('POST', '/api/brand-fonts', { file }), 201).json());
}

async function createFixtureLayouts(operator: TestOperator, png: Buffer) {
  const image = UploadLayoutImageResponse.parse(expectStatus(await operator.call('POST', '/api/layout-images', { image: png.toString('base64') }), 201).json());
  const document = sampleLayoutDocument({ images: [image.url] });
  const layoutId = LayoutRecord.parse(expectStatus(await operator.call('POST', '/api/layouts', { source: { kind: 'template', document } }), 201).json()).id;
  const thumbnail = `data:image/jpeg;base64,${(await sharp(png).jpeg().toBuffer()).toString('base64')}`;
  const saved = SaveLayoutResponse.parse(expectStatus(await operator.call('PUT', `/api/layouts/${layoutId}`, { baseRevision: 1, document, thumbnail }), 200).json());
  const deletedLayoutId = LayoutRecord.parse(expectStatus(await operator.call('POST', '/api/layouts', { source: { kind: 'template', document } }), 201).json()).id;
  expectStatus(await operator.call('DELETE', `/api/layouts/${deletedLayoutId}`), 200);
  return { layoutId, layoutThumbnailUrl: saved.thumbnailUrl ?? '', layoutImageUrl: image.url, deletedLayoutId };
}

function expectStatus<T extends { statusCode: number; body: string }>(response: T, status: number): T {
  if (response.statusCode !== status) throw new Error(`fixture call answered ${response.statusCode}: ${response.body}`);
  return response;
}
