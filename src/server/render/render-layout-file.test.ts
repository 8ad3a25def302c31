import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { LayoutDocument } from '../../shared/layout/layout-document.js';
import type { LayoutElement } from '../../shared/layout/layout-element.js';
import { extractJpeg } from '../test-support/extract-jpeg.js';
import { readFontsourceFile } from '../test-support/test-fonts.js';
import type { RenderJob } from './render-job.js';
import { renderLayoutFile } from './render-layout-file.js';

const base = { rotation: 0, opacity: 1, shadowEnabled: false, shadowColor: '#000000', shadowBlur: 0, shadowOffsetX: 0, shadowOffsetY: 0 };
const text = (fontFamily: string): LayoutElement => ({ ...base, id: 'text', type: 'text', x: 50, y: 50, content: 'Anna e Luca', color: '#000000', fontSize: 80, fontFamily, fontWeight: 'normal', fontStyle: 'normal', textAlign: 'left', lineHeight: 1.2 });
const clipartSvg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10"><rect width="10" height="10" fill="#ff0000"/></svg>';
const document = (elements: LayoutElement[]): LayoutDocument => ({ schemaVersion: 1, template: { path: '/assets/templates/x/cartolina_verticale/x.png', width: 600, height: 900, dpi: 300 }, elements });
const job = (doc: LayoutDocument, overrides: Partial<RenderJob> = {}): RenderJob => ({ document: doc, format: 'png', watermark: 'none', demoText: 'Cornice - Versione Demo', draftText: 'BOZZA', template: null, pictures: {}, brandFonts: [], ...overrides });

async function pixels(bytes: Uint8Array) {
  return sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
}

async function pixelAt(bytes: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await pixels(bytes);
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

async function differingPixels(a: Uint8Array, b: Uint8Array): Promise<number> {
  const [left, right] = await Promise.all([pixels(a), pixels(b)]);
  let count = 0;
  for (let at = 0; at < left.data.length; at += 4) if (left.data.readUInt32LE(at) !== right.data.readUInt32LE(at)) count += 1;
  return count;
}

describe('server render of a layout', () => {
  it('draws at the template size, 300 dpi, with clip-art (SVG), line, frame and QR code where the document puts them', async () => {
    const elements: LayoutElement[] = [
      { ...base, id: 'clip', type: 'clipart', clipartId: 'c', src: '/assets/clipart/prova/square.svg', x: 100, y: 300, width: 100, height: 100, keepRatio: true, locked: false },
      { ...base, id: 'line', type: 'line', x: 0, y: 500, width: 600, height: 10, color: '#00ff00' },
      { ...base, id: 'frame', type: 'placeholder', x: 300, y: 300, width: 200, height: 150, borderEnabled: true, borderColor: '#0000ff', borderWidth: 8, keepRatio: true },
      { ...base, id: 'qr', type: 'qrcode', x: 100, y: 600, size: 200, url: 'https://example.com', color: '#000000', backgroundEnabled: true, backgroundColor: '#ffffff', quietZone: 2, errorCorrection: 'M' },
    ];
    const file = await renderLayoutFile(job(document(elements), { pictures: { '/assets/clipart/prova/square.svg': Buffer.from(clipartSvg) } }));
    const metadata = await sharp(file.bytes).metadata();
    expect([metadata.width, metadata.height, metadata.density]).toEqual([600, 900, 300]);
    expect(await pixelAt(file.bytes, 150, 350)).toEqual([255, 0, 0, 255]);
    expect(await pixelAt(file.bytes, 300, 505)).toEqual([0, 255, 0, 255]);
    expect(await pixelAt(file.bytes, 302, 375)).toEqual([0, 0, 255, 255]);
    // The QR code's background square, inside its quiet zone.
    expect(await pixelAt(file.bytes, 102, 602)).toEqual([255, 255, 255, 255]);
    expect(await pixelAt(file.bytes, 50, 850)).toEqual([0, 0, 0, 0]);
  });

  it("draws a text in its owner's brand font, and a family it cannot find in Roboto as the browser does", async () => {
    const brand = { key: 'brand-fonts/usr_1/font-1.woff2', family: 'Marca Sposi', bytes: readFontsourceFile('great-vibes', 'great-vibes-latin-400-normal.woff2') };
    const inBrand = await renderLayoutFile(job(document([text('Marca Sposi')]), { brandFonts: [brand] }));
    const missing = await renderLayoutFile(job(document([text('Marca Sposi')])));
    const inRoboto = await renderLayoutFile(job(document([text('Roboto')])));
    expect(await differingPixels(missing.bytes, inRoboto.bytes)).toBe(0);
    expect(await differingPixels(inBrand.bytes, inRoboto.bytes)).toBeGreaterThan(500);
  });

  it('tiles the demo watermark over the whole page, and puts BOZZA in its middle', async () => {
    const clean = await renderLayoutFile(job(document([])));
    const demo = await renderLayoutFile(job(document([]), { watermark: 'demo' }));
    const draft = await renderLayoutFile(job(document([]), { watermark: 'draft' }));
    expect(await differingPixels(clean.bytes, demo.bytes)).toBeGreaterThan(600 * 900 * 0.05);
    expect(await differingPixels(clean.bytes, draft.bytes)).toBeGreaterThan(600 * 900 * 0.02);
    expect((await pixelAt(draft.bytes, 300, 450))[3]).toBeGreaterThan(0);
  });

  it('draws a watermarked file at its print size and density but with no finer detail than a draft', async () => {
    // A postcard whose template is a one-pixel checkerboard: all detail, no smooth area.
    const postcard: LayoutDocument = { schemaVersion: 1, template: { path: '/assets/templates/x/cartolina_orizzontale/x.png', width: 1800, height: 1200, dpi: 300 }, elements: [] };
    const checks = Buffer.alloc(1800 * 1200);
    for (let at = 0; at < checks.length; at += 1) checks[at] = (at % 1800) % 2 === Math.floor(at / 1800) % 2 ? 255 : 0;
    const template = await sharp(checks, { raw: { width: 1800, height: 1200, channels: 1 } }).png().toBuffer();
    /** The share of neighbouring pixels (side by side) that differ by more than half the range. */
    const sharpEdges = async (bytes: Uint8Array): Promise<number> => {
      const { data, info } = await sharp(bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
      let edges = 0;
      for (let at = 0; at + 1 < data.length; at += 1) if (Math.abs((data[at] ?? 0) - (data[at + 1] ?? 0)) > 128) edges += 1;
      return edges / (info.width * info.height);
    };
    const clean = await renderLayoutFile(job(postcard, { template }));
    expect(await sharpEdges(clean.bytes)).toBeGreaterThan(0.9);
    for (const watermark of ['demo', 'draft'] as const) {
      for (const format of ['png', 'jpg'] as const) {
        const file = await renderLayoutFile(job(postcard, { template, watermark, format }));
        const metadata = await sharp(file.bytes).metadata();
        expect([metadata.width, metadata.height, metadata.density]).toEqual([1800, 1200, 300]);
        expect(await sharpEdges(file.bytes)).toBeLessThan(0.01);
      }
    }
  });

  it('composes a half-transparent outlined ellipse in a buffer of its own size, not the whole page: six thousand small ones draw in moments (a page-sized buffer each took 40 s)', async () => {
    const page: LayoutDocument = { schemaVersion: 1, template: { path: '/assets/templates/x/cartolina_orizzontale/x.png', width: 1800, height: 1200, dpi: 300 }, elements: [] };
    const dots: LayoutElement[] = Array.from({ length: 6000 }, (_, index) => ({
      ...base,
      id: `dot-${index}`,
      type: 'ellipse',
      x: (index % 90) * 20,
      y: Math.floor(index / 90) * 18,
      width: 16,
      height: 16,
      fillColor: '#ff0000',
      strokeColor: '#0000ff',
      strokeWidth: 4,
      opacity: 0.5,
    }));
    const file = await renderLayoutFile(job({ ...page, elements: dots }));
    // The first dot: its red fill, half transparent.
    expect(await pixelAt(file.bytes, 8, 8)).toEqual([255, 0, 0, 128]);
  }, 15_000);

  it('puts two copies of a strip on a 4x6 sheet, with the grey cut line on the seam only when asked', async () => {
    const strip: LayoutDocument = { ...document([{ ...base, id: 'line', type: 'line', x: 0, y: 100, width: 600, height: 10, color: '#00ff00' }]), template: { path: '/assets/templates/x/photostrip_verticale/x.png', width: 600, height: 1800, dpi: 300 } };
    const plain = await renderLayoutFile(job(strip, { format: 'sheet' }));
    const cut = await renderLayoutFile(job(strip, { format: 'sheet', hasCutLine: true }));
    const metadata = await sharp(plain.bytes).metadata();
    expect([metadata.width, metadata.height, metadata.density]).toEqual([1200, 1800, 300]);
    expect(await pixelAt(plain.bytes, 300, 105)).toEqual([0, 255, 0, 255]);
    expect(await pixelAt(plain.bytes, 900, 105)).toEqual([0, 255, 0, 255]);
    expect((await pixelAt(plain.bytes, 600, 900))[3]).toBe(0);
    expect(await pixelAt(cut.bytes, 600, 900)).toEqual([128, 128, 128, 255]);
  });

  it('gives a watermarked sheet and PDF the same size as clean ones, also for a page not at 300 dpi', async () => {
    const strip: LayoutDocument = { ...document([]), template: { path: '/assets/templates/x/photostrip_verticale/x.png', width: 600, height: 1800, dpi: 300 } };
    for (const doc of [strip, { ...strip, template: { ...strip.template, dpi: 254 } }]) {
      for (const format of ['sheet', 'pdf'] as const) {
        if (format === 'sheet' && doc.template.dpi !== 300) continue;
        const clean = await renderLayoutFile(job(doc, { format }));
        const marked = await renderLayoutFile(job(doc, { format, watermark: 'demo' }));
        expect([marked.width, marked.height], `${format} at ${doc.template.dpi} dpi`).toEqual([clean.width, clean.height]);
      }
    }
  });

  it('makes a one-page PDF with bleed boxes, crop marks and the layout at 300 dpi as a JPEG', async () => {
    const file = await renderLayoutFile(job(document([{ ...base, id: 'line', type: 'line', x: 0, y: 0, width: 600, height: 900, color: '#ff0000' }]), { format: 'pdf' }));
    const text = Buffer.from(file.bytes).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/TrimBox \[/);
    expect(text).toMatch(/\/BleedBox \[/);
    // 600×900 at 300 dpi with 36 px of bleed a side.
    expect([file.width, file.height]).toEqual([672, 972]);
    const jpeg = extractJpeg(file.bytes);
    const metadata = await sharp(jpeg).metadata();
    expect([metadata.width, metadata.height]).toEqual([672, 972]);
    // The red reaches the edge, so the bleed carries it on.
    const [red = 0, green = 255] = await pixelAt(jpeg, 2, 2);
    expect(red).toBeGreaterThan(200);
    expect(green).toBeLessThan(60);
  });
});

