/**
 * Benchmark: the server's print-file renderer (src/server/render) on @napi-rs/canvas.
 * 1. p95 time to draw and encode a 4x6 (1200×1800) PNG layout with 100 elements (texts with
 *    outline, shadow, spacing and auto-fit, lines, QR codes, frames, clip-art), divided by the
 *    p95 time to decode and encode the bare template alone on the same backend, in this run
 *    (target ≤ 2.0).
 * 2. Four renders at once through the app's worker pool while GET /api/health is polled over
 *    loopback: the health answer's p99 in ms (target ≤ 50: the event loop stays free).
 * 3. Peak RSS growth per render (one render in this process, after a warm-up).
 * Run: npx tsx bench/server-render.bench.ts   (figures on a loaded machine are not results)
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { LayoutElement } from '../src/shared/layout/layout-element.js';
import type { LayoutDocument } from '../src/shared/layout/layout-document.js';
import { RenderPool } from '../src/server/render/render-pool.js';
import type { RenderJob } from '../src/server/render/render-job.js';
import { renderLayoutFile } from '../src/server/render/render-layout-file.js';
import { measurePeakRssGrowth, megabytes } from '../src/server/test-support/measure-memory.js';
import { createTestApp } from '../src/server/test-support/test-app.js';

// Originals are kept out of the public folder (TEMPLATE_ORIGINALS_DIR, template-originals/ by default).
const templateFile = path.resolve('template-originals/matrimonio/cartolina_verticale/eucalyptus-bloom.png');
const clipartFile = path.resolve('public/assets/clipart/animali/bear.svg');
const rounds = 15;

function buildDocument(): LayoutDocument {
  const base = { rotation: 0, opacity: 1, shadowEnabled: false, shadowColor: '#000000', shadowBlur: 0, shadowOffsetX: 0, shadowOffsetY: 0 };
  const fonts = ['Great Vibes', 'Roboto', 'Playfair Display', 'Dancing Script'];
  const elements: LayoutElement[] = Array.from({ length: 100 }, (_, index): LayoutElement => {
    const x = (index % 5) * 220 + 20;
    const y = Math.floor(index / 5) * 88 + 10;
    const common = { ...base, id: `el-${index}`, x, y, rotation: (index % 7) * 5 - 15 };
    switch (index % 5) {
      case 0:
      case 1:
        return { ...common, type: 'text', content: `Anna e Luca ${index}`, color: '#7a2431', fontSize: 48, fontFamily: fonts[index % fonts.length] ?? 'Roboto', fontWeight: index % 2 === 0 ? 'bold' : 'normal', fontStyle: 'normal', textAlign: 'center', lineHeight: 1.2, width: 200, autoFit: true, letterSpacing: 2, strokeColor: '#ffffff', strokeWidth: 2, shadowEnabled: true, shadowBlur: 4, shadowOffsetX: 2, shadowOffsetY: 2 };
      case 2:
        return { ...common, type: 'line', width: 200, height: 4, color: '#333333' };
      case 3:
        return { ...common, type: 'qrcode', size: 80, url: `https://galleria.example.it/${index}`, color: '#000000', backgroundEnabled: true, backgroundColor: '#ffffff', quietZone: 2, errorCorrection: 'M', rotation: 0 };
      default:
        return index % 10 === 4
          ? { ...common, type: 'placeholder', width: 120, height: 80, borderEnabled: true, borderColor: '#ffffff', borderWidth: 4, keepRatio: true }
          : { ...common, type: 'clipart', clipartId: 'bear', src: '/assets/clipart/animali/bear.svg', width: 80, height: 80, keepRatio: true, locked: false };
    }
  });
  return { schemaVersion: 1, template: { path: '/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png', width: 1200, height: 1800, dpi: 300 }, elements };
}

const job: RenderJob = {
  document: buildDocument(),
  format: 'png',
  watermark: 'none',
  demoText: 'Cornice - Versione Demo',
  draftText: 'BOZZA',
  template: readFileSync(templateFile),
  pictures: { '/assets/clipart/animali/bear.svg': readFileSync(clipartFile) },
  brandFonts: [],
};

const p = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(q * values.length) - 1)] ?? 0;

async function time(work: () => Promise<unknown>): Promise<number[]> {
  await work();
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times;
}

async function bareTemplate(): Promise<void> {
  const image = await loadImage(job.template ?? Buffer.alloc(0));
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  await canvas.encode('png');
}

const bare = await time(bareTemplate);
const layout = await time(() => renderLayoutFile(job));
console.log(`render+encode 100 elements p95 ${p(layout, 0.95).toFixed(0)} ms ÷ bare template decode+encode p95 ${p(bare, 0.95).toFixed(0)} ms = ${(p(layout, 0.95) / p(bare, 0.95)).toFixed(2)} (target ≤ 2.0)`);

global.gc?.();
const { peakGrowthBytes } = await measurePeakRssGrowth(() => renderLayoutFile(job));
console.log(`peak RSS growth of one render (in process, warm): ${megabytes(peakGrowthBytes)} MB`);

const t = await createTestApp({ RENDER_THREADS: '2', RENDER_QUEUE_LIMIT: '4' });
const pool = new RenderPool({ threads: 2, queueLimit: 4, timeoutMs: 600_000 });
try {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  await pool.render(job);
  const healthTimes: number[] = [];
  let isRendering = true;
  const poll = (async () => {
    while (isRendering) {
      const started = performance.now();
      await fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.arrayBuffer());
      healthTimes.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const started = performance.now();
  await Promise.all(Array.from({ length: 4 }, () => pool.render(job)));
  const wall = performance.now() - started;
  isRendering = false;
  await poll;
  console.log(`4 parallel renders (2 threads): ${wall.toFixed(0)} ms; GET /api/health meanwhile: ${healthTimes.length} answers, p99 ${p(healthTimes, 0.99).toFixed(1)} ms (target ≤ 50)`);
} finally {
  await pool.close();
  await t.close();
}
