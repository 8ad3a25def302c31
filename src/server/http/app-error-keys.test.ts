/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app.js';

const serverRoot = join(import.meta.dirname, '..');

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('operator-facing errors are keyed', () => {
  it('no AppError is thrown with a written-out sentence (give it apiMessage(key) so every language finds its text)', () => {
    // The provider's login pages, the payment provider's webhook and the test hooks reach no interface.
    const exempt = ['/idp/', '/webhooks/', '/test-hooks/'];
    const literal = /new AppError\(\s*\d+,\s*ErrorCodes\.\w+,\s*['"`]/;
    const offenders = listSources(serverRoot)
      .filter((file) => !exempt.some((part) => file.includes(part)))
      .filter((file) => literal.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('an error body carries its message key and numbers next to the Italian text', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Risorsa non trovata.', messageKey: 'notFound' } });
    } finally {
      await t.close();
    }
  });
});
