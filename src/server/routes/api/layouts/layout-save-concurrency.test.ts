import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LayoutConflictDetails, LayoutRecord, SaveLayoutResponse } from '../../../../shared/api/layouts.js';
import { createSampleLayout, sampleLayoutDocument } from '../../../test-support/layout-kit.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';

/**
 * Parallel saves of one layout. On PGlite (one connection) they queue; the PostgreSQL run of
 * this file is where they really race for the row.
 */
let t: TestApp;
let anna: TestOperator;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LAYOUT_WRITES_PER_MINUTE: '10000' });
  anna = await TestOperator.signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

const parallel = 20;

async function readStored(layoutId: string): Promise<LayoutRecord> {
  return LayoutRecord.parse((await anna.call('GET', `/api/layouts/${layoutId}`)).json());
}

/** The marker a save wrote into the first text (sampleLayoutDocument's names line). */
function markerOf(record: LayoutRecord): string {
  const first = record.document.elements[0];
  return first?.type === 'text' ? (first.content.split('\n')[0] ?? '') : '';
}

describe('20 parallel saves of one layout', () => {
  it('from the same revision: exactly one wins, the others get 409 and nothing is overwritten', async () => {
    const layout = await createSampleLayout(t.app, anna);
    const responses = await Promise.all(
      Array.from({ length: parallel }, (_, index) => anna.call('PUT', `/api/layouts/${layout.id}`, { baseRevision: 1, document: sampleLayoutDocument({ marker: `tab-${index}` }) })),
    );
    const winners = responses.map((response, index) => ({ response, index })).filter(({ response }) => response.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(parallel - 1);
    const stored = await readStored(layout.id);
    expect(stored.revision).toBe(2);
    expect(markerOf(stored)).toBe(`tab-${winners[0]?.index}`);
  });

  it('each retrying on 409 from the revision it was told: consecutive revisions, every acknowledged save kept in order', async () => {
    const layout = await createSampleLayout(t.app, anna);
    const acknowledged = await Promise.all(
      Array.from({ length: parallel }, async (_, index) => {
        let base = 1;
        for (let attempt = 0; attempt < 200; attempt += 1) {
          const response = await anna.call('PUT', `/api/layouts/${layout.id}`, { baseRevision: base, document: sampleLayoutDocument({ marker: `writer-${index}` }) });
          if (response.statusCode === 200) return { index, revision: SaveLayoutResponse.parse(response.json()).revision };
          expect(response.statusCode, response.body).toBe(409);
          base = LayoutConflictDetails.parse((response.json() as { error: { details: unknown } }).error.details).revision;
        }
        throw new Error(`writer ${index} never got its save in`);
      }),
    );
    const revisions = acknowledged.map((ack) => ack.revision).sort((a, b) => a - b);
    expect(revisions).toEqual(Array.from({ length: parallel }, (_, index) => index + 2));
    const stored = await readStored(layout.id);
    expect(stored.revision).toBe(parallel + 1);
    const last = acknowledged.find((ack) => ack.revision === parallel + 1);
    expect(markerOf(stored)).toBe(`writer-${last?.index}`);
  });

  it("with force ('keep mine'): every save is a new, distinct revision and the last acknowledged one is stored", async () => {
    const layout = await createSampleLayout(t.app, anna);
    const responses = await Promise.all(
      Array.from({ length: parallel }, (_, index) => anna.call('PUT', `/api/layouts/${layout.id}`, { baseRevision: 1, force: true, document: sampleLayoutDocument({ marker: `force-${index}` }) })),
    );
    const revisions = responses.map((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return SaveLayoutResponse.parse(response.json()).revision;
    });
    expect([...revisions].sort((a, b) => a - b)).toEqual(Array.from({ length: parallel }, (_, index) => index + 2));
    const stored = await readStored(layout.id);
    expect(stored.revision).toBe(parallel + 1);
    expect(markerOf(stored)).toBe(`force-${revisions.indexOf(parallel + 1)}`);
  });
});
