import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createSampleLayout, layoutTemplate } from '../../../test-support/layout-kit.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEST_HOOKS: 'true' });
});
afterAll(async () => {
  await t.close();
});

const authorize = (operator: TestOperator, layoutId: string, body: unknown = {}) => callApi(t.app, operator, 'POST', `/api/layouts/${layoutId}/downloads/booth`, body);
const message = (response: { json: () => unknown }) => (response.json() as { error: { code: string; message: string } }).error;

describe("the server's word on a booth zip", () => {
  it('refuses a free operator, whatever plan the browser believes, with the reason', async () => {
    const operator = await TestOperator.signUp(t.app);
    const layout = await createSampleLayout(t.app, operator);
    const response = await authorize(operator, layout.id, { revision: layout.revision });
    expect([response.statusCode, message(response)]).toEqual([403, { code: 'DOWNLOAD_NOT_ALLOWED', message: 'Non hai un pass per questo template.', messageKey: 'noPass' }]);
  });

  it('lets the annual plan through, and spends one download of a pass per zip until it refuses with the reason', async () => {
    const annual = await TestOperator.signUp(t.app);
    expect((await annual.post('/api/test-hooks/plan', { planType: 'Annuale', subscriptionStatus: 'active', currentPeriodEnd: Math.floor(Date.now() / 1000) + 3600 * 24 * 300 })).statusCode).toBe(204);
    const annualLayout = await createSampleLayout(t.app, annual);
    const unlimited = await authorize(annual, annualLayout.id);
    expect([unlimited.statusCode, unlimited.json()]).toEqual([200, { downloadsRemaining: 'illimitati' }]);

    const holder = await TestOperator.signUp(t.app);
    expect((await holder.post('/api/test-hooks/pass', { originalPath: layoutTemplate.path, previewPath: `${layoutTemplate.path}.jpg`, downloadsRemaining: 1, expiresAt: inDays(7) })).statusCode).toBe(204);
    const layout = await createSampleLayout(t.app, holder);
    const first = await authorize(holder, layout.id);
    expect([first.statusCode, first.json()]).toEqual([200, { downloadsRemaining: 0 }]);
    const spent = await authorize(holder, layout.id);
    expect([spent.statusCode, message(spent)]).toEqual([403, { code: 'DOWNLOAD_NOT_ALLOWED', message: 'Hai esaurito i download per questo template.', messageKey: 'downloadsExhausted' }]);
    expect((await authorize(holder, layout.id, { revision: layout.revision + 1 })).statusCode).toBe(409);
  });
});
