import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LayoutRecord } from '../../../../shared/api/layouts.js';
import { layouts } from '../../../db/schema.js';
import { callApi, createSampleLayout, layoutTemplate, sampleLayoutDocument } from '../../../test-support/layout-kit.js';
import { givePass, passDownloadsLeft } from '../../../test-support/pass-kit.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';

/** Another built-in template of the same size, for which the operator holds no pass. */
const otherTemplate = { ...layoutTemplate, path: '/assets/templates/compleanno/cartolina_orizzontale/confetti-pop.png' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DRAFTS_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t.close();
});

const errorCode = (response: { json: () => unknown }) => (response.json() as { error: { code: string } }).error.code;

async function operatorWithPassFor(templatePath: string, downloadsRemaining = 3): Promise<TestOperator> {
  const operator = await TestOperator.signUp(t.app);
  await givePass(t.database.db, operator.userId, templatePath, downloadsRemaining);
  return operator;
}

/** The editor's publish: the server builds the pack of the stored layout. */
function publish(operator: TestOperator, layoutId: string) {
  return callApi(t.app, operator, 'PUT', `/api/layouts/${layoutId}/booth-pack`, {});
}

const downloadsLeft = (operator: TestOperator, templatePath: string) => passDownloadsLeft(t.database.db, operator.userId, templatePath);

describe("entitlement follows the layout document's template", () => {
  it('refuses a save that moves the document to another template with 409 LAYOUT_TEMPLATE_CHANGED, storing nothing', async () => {
    const operator = await operatorWithPassFor(layoutTemplate.path);
    const layout = await createSampleLayout(t.app, operator);
    const moved = { ...sampleLayoutDocument({ marker: 'spostato' }), template: otherTemplate };
    const response = await callApi(t.app, operator, 'PUT', `/api/layouts/${layout.id}`, { baseRevision: layout.revision, document: moved });
    expect([response.statusCode, errorCode(response)]).toEqual([409, 'LAYOUT_TEMPLATE_CHANGED']);
    const stored = LayoutRecord.parse((await callApi(t.app, operator, 'GET', `/api/layouts/${layout.id}`)).json());
    expect([stored.revision, stored.document.template.path]).toEqual([layout.revision, layoutTemplate.path]);
    // A forced save ('Keep mine') is no way round it either.
    const forced = await callApi(t.app, operator, 'PUT', `/api/layouts/${layout.id}`, { baseRevision: layout.revision, force: true, document: moved });
    expect(forced.statusCode).toBe(409);
    // The same template saves as before.
    const same = await callApi(t.app, operator, 'PUT', `/api/layouts/${layout.id}`, { baseRevision: layout.revision, document: sampleLayoutDocument({ marker: 'ok' }) });
    expect(same.statusCode).toBe(200);
  });

  it("keeps the page at its template's own size: a new layout gets it whatever the client says, and a save cannot change it", async () => {
    const operator = await operatorWithPassFor(layoutTemplate.path);
    // A page twenty times the template's area would make every render twenty times as costly.
    const inflated = { ...sampleLayoutDocument(), template: { ...layoutTemplate, width: 7200, height: 4800 } };
    const layout = await createSampleLayout(t.app, operator, { document: inflated });
    expect([layout.document.template.width, layout.document.template.height]).toEqual([layoutTemplate.width, layoutTemplate.height]);
    const resized = await callApi(t.app, operator, 'PUT', `/api/layouts/${layout.id}`, { baseRevision: layout.revision, document: inflated });
    expect([resized.statusCode, errorCode(resized)]).toEqual([409, 'LAYOUT_TEMPLATE_CHANGED']);
    // No page is larger than the largest template an upload may be.
    const huge = { ...sampleLayoutDocument(), template: { ...layoutTemplate, path: '/assets/templates/x/y/z.png', width: 100_000, height: 100_000 } };
    expect((await callApi(t.app, operator, 'POST', '/api/layouts', { document: huge })).statusCode).toBe(400);
  });

  it("cannot publish a layout whose document draws another template than the pass covers, and spends nothing", async () => {
    const operator = await operatorWithPassFor(layoutTemplate.path);
    const layout = await createSampleLayout(t.app, operator);
    // A row saved before saves were checked: its column still names the template of the pass.
    await t.database.db
      .update(layouts)
      .set({ document: sql`jsonb_set(${layouts.document}, '{template,path}', ${JSON.stringify(otherTemplate.path)}::jsonb)` })
      .where(eq(layouts.id, layout.id));
    const [row] = await t.database.db.select({ column: layouts.templatePath }).from(layouts).where(eq(layouts.id, layout.id));
    expect(row?.column).toBe(layoutTemplate.path);
    const refused = await publish(operator, layout.id);
    expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'PLAN_REQUIRED']);
    expect(await downloadsLeft(operator, layoutTemplate.path)).toBe(3);
  });

  it('publishes, spending one download, when the document draws the template of the pass', async () => {
    const operator = await operatorWithPassFor(layoutTemplate.path);
    const layout = await createSampleLayout(t.app, operator);
    expect((await publish(operator, layout.id)).statusCode).toBe(201);
    expect(await downloadsLeft(operator, layoutTemplate.path)).toBe(2);
  });
});
