import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HealthResponse } from '../../shared/api/health.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;

// One megabyte of heap: any running server is past it, so the guard trips at its first sample.
beforeAll(async () => {
  t = await createTestApp({ OVERLOAD_MAX_HEAP_MB: '1', OVERLOAD_RETRY_AFTER_SECONDS: '7' });
});
afterAll(async () => {
  await t.close();
});

describe('overload', () => {
  it('answers 503 SERVER_OVERLOADED with Retry-After past the threshold, while /api/health answers and says so', async () => {
    await vi.waitFor(
      async () => {
        const health = await t.app.inject({ method: 'GET', url: '/api/health' });
        expect(HealthResponse.parse(health.json()).load).toBe('overloaded');
      },
      { timeout: 20_000, interval: 200 },
    );
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('7');
    expect(health.json()).toEqual({ status: 'degraded', database: 'up', load: 'overloaded' });
    for (const url of ['/api/me', '/api/layouts', '/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after'], url).toBe('7');
      expect(response.json(), url).toMatchObject({ error: { code: 'SERVER_OVERLOADED' } });
    }
  });
});
