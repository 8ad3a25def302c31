import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { createDraftId } from '../../shared/drafts/create-draft-id.js';
import type { Database } from '../db/client.js';
import { customTemplates, drafts, storedFiles, users } from '../db/schema.js';
import type { TestOperator } from './test-operator.js';

export type UploadKind = 'draft' | 'logo' | 'template';
export const uploadKinds: readonly UploadKind[] = ['draft', 'logo', 'template'];

export const newDraftId = () => createDraftId('/assets/templates/matrimonio/cartolina_verticale/Eucalyptus Bloom.png', new Date(), randomBytes(16));

export interface UploadFile {
  bytes: Buffer;
  /** What the sender claims: the data URL's type, the logo's type, the file name's extension. */
  claimedType: 'image/png' | 'image/jpeg';
  fileName?: string;
}

/** The route and JSON body of one upload kind, as the SPA sends it. */
export function uploadRequest(kind: UploadKind, file: UploadFile, previewPng: Buffer): { url: string; body: Record<string, unknown> } {
  const dataUrl = `data:${file.claimedType};base64,${file.bytes.toString('base64')}`;
  switch (kind) {
    case 'draft':
      return { url: '/api/create-draft', body: { image: `data:image/png;base64,${file.bytes.toString('base64')}`, draftId: newDraftId() } };
    case 'logo':
      return { url: '/api/upload-logo', body: { logoBase64: dataUrl, logoType: file.claimedType } };
    case 'template':
      return {
        url: '/api/upload-custom-template',
        body: {
          theme: 'matrimonio',
          format: 'cartolina-verticale',
          originalFile: dataUrl,
          previewFile: previewPng.toString('base64'),
          originalFileName: file.fileName ?? (file.claimedType === 'image/png' ? 'mio.png' : 'mio.jpg'),
          previewFileName: 'anteprima.png',
        },
      };
  }
}

export function upload(operator: TestOperator, kind: UploadKind, file: UploadFile, previewPng: Buffer): Promise<LightMyRequestResponse> {
  const { url, body } = uploadRequest(kind, file, previewPng);
  return operator.post(url, body);
}

/** Everything an operator has stored: ledger rows, draft rows and template rows. */
export async function countStored(db: Database, userId: string): Promise<{ files: number; drafts: number; templates: number }> {
  const [files, draftRows, templateRows] = await Promise.all([
    db.select().from(storedFiles).where(eq(storedFiles.userId, userId)),
    db.select().from(drafts).where(eq(drafts.userId, userId)),
    db.select().from(customTemplates).where(eq(customTemplates.userId, userId)),
  ]);
  return { files: files.length, drafts: draftRows.length, templates: templateRows.length };
}

export async function giveAnnualPlan(db: Database, userId: string): Promise<void> {
  const end = Math.floor(Date.now() / 1000) + 365 * 24 * 3600;
  await db.update(users).set({ planType: 'Annuale', subscriptionStatus: 'active', currentPeriodEnd: end }).where(eq(users.id, userId));
}

/** A valid little PNG whose IHDR claims width x height (CRC fixed), so only the header lies. */
export function withClaimedSize(png: Buffer, width: number, height: number): Buffer {
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

/** The same PNG with its first IDAT chunk's CRC broken. */
export function withBadIdatCrc(png: Buffer): Buffer {
  const broken = Buffer.from(png);
  let offset = 8;
  while (offset + 8 <= broken.length) {
    const length = broken.readUInt32BE(offset);
    if (broken.toString('ascii', offset + 4, offset + 8) === 'IDAT') {
      const crcAt = offset + 8 + length;
      broken.writeUInt32BE((broken.readUInt32BE(crcAt) ^ 0xffffffff) >>> 0, crcAt);
      return broken;
    }
    offset += 12 + length;
  }
  throw new Error('no IDAT chunk');
}

/** Files that are not JPEG or PNG, whatever they are called. */
export async function createForeignFiles(): Promise<Record<'html' | 'svg' | 'pdf' | 'webp' | 'gif', Buffer>> {
  const solid = sharp({ create: { width: 16, height: 16, channels: 3, background: '#884422' } });
  return {
    html: Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
    svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'),
    pdf: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
    webp: await solid.clone().webp().toBuffer(),
    gif: await solid.clone().gif().toBuffer(),
  };
}

/** A PNG of random pixels (it does not compress): about width x height x 3 bytes. */
export async function createNoisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer();
}
