import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { redactUrl } from './redact-url.js';

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(async () => {
  await t.close();
});

describe('request logs', () => {
  it.each([
    ['/auth/callback?code=SECRETCODE1&state=SECRETSTATE1&iss=http%3A%2F%2Flocalhost', ['SECRETCODE1', 'SECRETSTATE1']],
    ['/idp/session/end?id_token_hint=SECRETHINT1&post_logout_redirect_uri=x', ['SECRETHINT1']],
    ['/sandbox/portal?token=SECRETTOKEN1.sig', ['SECRETTOKEN1']],
    ['/view/operator-1/SECRETDRAFT1-20261122t101500z-abc?client=Anna', ['SECRETDRAFT1']],
    ['/api/get-draft?id=SECRETDRAFT2', ['SECRETDRAFT2']],
    ['/pack/SECRETPACK1/r/2', ['SECRETPACK1']],
    ['/auth/callback?%63ode=SECRETCODE2', ['SECRETCODE2']],
  ])('never carry the secret of %s', async (url, secrets) => {
    await t.app.inject({ method: 'GET', url });
    const logged = lines.filter((line) => line.includes('"req"')).join('\n');
    expect(logged).toContain('[redacted]');
    for (const secret of secrets) expect(lines.join('\n')).not.toContain(secret);
  });

  it('keeps the rest of the URL readable', () => {
    expect(redactUrl('/auth/callback?code=a&state=b&iss=x')).toBe('/auth/callback?code=[redacted]&state=[redacted]&iss=x');
    expect(redactUrl('/view/op/draft?client=Anna&date=1')).toBe('/view/op/[redacted]?client=Anna&date=1');
    expect(redactUrl('/api/catalog-requests?limit=20')).toBe('/api/catalog-requests?limit=20');
    expect(redactUrl('/x?%E0%A4%A=1&code')).toBe('/x?%E0%A4%A=1&code');
  });
});
