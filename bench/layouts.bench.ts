/**
 * Benchmark: account layouts, on the in-memory PGlite of the test app, through
 * app.inject. 1. The save round trip (PUT /api/layouts/:id) of a 300-element layout: its p95 ÷
 * the p95 of GET /api/health in the same run. 2. The first page of GET /api/layouts for an
 * operator with 10 layouts and for one with 10,000: the ratio of their p95 (target ≤ 1.5: a page
 * walks the index from the top, whatever the history). Figures on a loaded machine are not
 * results: re-measure on an idle one.
 * Run: npm run bench (or npx tsx bench/layouts.bench.ts)
 */
import { randomBytes } from 'node:crypto';
import { SaveLayoutResponse } from '../src/shared/api/layouts.js';
import type { Database } from '../src/server/db/client.js';
import { layouts } from '../src/server/db/schema.js';
import { callApi, createSampleLayout, sampleLayoutDocument } from '../src/server/test-support/layout-kit.js';
import { createTestApp } from '../src/server/test-support/test-app.js';
import { TestOperator } from '../src/server/test-support/test-operator.js';

const warmup = 20;
const rounds = 200;

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
}

async function measure(label: string, run: () => Promise<void>): Promise<number> {
  for (let i = 0; i < warmup; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const value = p95(samples);
  console.log(`${label.padEnd(44)} p95 ${value.toFixed(2).padStart(8)} ms`);
  return value;
}

async function expectOk(response: { statusCode: number; body: string }, label: string): Promise<void> {
  if (response.statusCode >= 300) throw new Error(`${label} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
}

/** Rows written straight to the table, in batches: the list reads them the same way. */
async function seedLayouts(db: Database, userId: string, count: number): Promise<void> {
  const document = sampleLayoutDocument();
  const start = Date.now() - count * 1000;
  for (let offset = 0; offset < count; offset += 500) {
    const batch = Array.from({ length: Math.min(500, count - offset) }, (_, index) => {
      const at = new Date(start + (offset + index) * 1000);
      const name = `Layout ${offset + index}`;
      return { id: `lay_${randomBytes(16).toString('base64url')}`, userId, name, searchName: name.toLowerCase(), templatePath: document.template.path, theme: 'compleanno', document, schemaVersion: 1, createdAt: at, updatedAt: at };
    });
    await db.insert(layouts).values(batch);
  }
}

const verdict = (isMet: boolean) => (isMet ? 'met' : 'MISSED');
const t = await createTestApp();
try {
  const [saver, small, large] = await Promise.all([TestOperator.signUp(t.app), TestOperator.signUp(t.app), TestOperator.signUp(t.app)]);
  const health = await measure('GET /api/health (baseline)', async () => expectOk(await t.app.inject({ method: 'GET', url: '/api/health' }), 'health'));

  const document = sampleLayoutDocument({ texts: 300 });
  const layout = await createSampleLayout(t.app, saver, { document });
  let revision = layout.revision;
  const save = await measure('PUT /api/layouts/:id (300 elements)', async () => {
    const response = await callApi(t.app, saver, 'PUT', `/api/layouts/${layout.id}`, { baseRevision: revision, document });
    await expectOk(response, 'save');
    revision = SaveLayoutResponse.parse(response.json()).revision;
  });
  console.log(`  (document of ${(Buffer.byteLength(JSON.stringify(document)) / 1024).toFixed(0)} KB)`);

  await seedLayouts(t.database.db, small.userId, 10);
  await seedLayouts(t.database.db, large.userId, 10_000);
  const listOf = (operator: TestOperator) => async () => expectOk(await callApi(t.app, operator, 'GET', '/api/layouts'), 'list');
  const listSmall = await measure('GET /api/layouts, first page, 10 layouts', listOf(small));
  const listLarge = await measure('GET /api/layouts, first page, 10,000 layouts', listOf(large));

  console.log('');
  console.log(`ratio save p95 to health p95:             ${(save / health).toFixed(2)}`);
  const listRatio = listLarge / listSmall;
  console.log(`ratio first page 10,000 to 10 layouts:    ${listRatio.toFixed(2)} (target ≤ 1.5: ${verdict(listRatio <= 1.5)})`);
} finally {
  await t.close();
}
