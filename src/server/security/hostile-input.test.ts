import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprintDatabase } from '../test-support/database-fingerprint.js';
import { createOperatorObjects, fixtureTemplate } from '../test-support/operator-fixture.js';
import { createTestPng } from '../test-support/test-png.js';
import { giveAnnualPlan } from '../test-support/upload-kit.js';
import { createTestApp, type TestApp, testPublicUrl } from '../test-support/test-app.js';
import { TestOperator } from '../test-support/test-operator.js';

/** One hostile request: a body (raw bytes or text), a query string, extra headers. */
interface Attack {
  body?: string | Buffer;
  query?: string;
  headers?: Record<string, string>;
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Oversized, deeply nested, wrongly typed, malformed UTF-8 and adversarial-pattern input. */
const attacks: Record<string, Attack> = {
  'oversized body (3 MB)': { body: JSON.stringify({ a: 'x'.repeat(3 * 1024 * 1024) }) },
  'nested arrays (depth 20 000)': { body: nested(20_000) },
  'nested objects (depth 5 000)': { body: nestedObject(5_000) },
  'a document of nested arrays': { body: `{"document":${nested(5_000)},"baseRevision":1}` },
  'wrong types': { body: JSON.stringify({ operatorId: 1, requestId: [], draftId: { $ne: null }, formData: 'x', template: 7, document: [], image: 12, proof: true }) },
  'a bare JSON string': { body: '"hello"' },
  'JSON null': { body: 'null' },
  'malformed JSON': { body: '{"a":' },
  'malformed UTF-8': { body: Buffer.concat([Buffer.from('{"names":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]), Buffer.from('"}')]) },
  'adversarial patterns': {
    body: JSON.stringify({
      operatorId: 'a'.repeat(90),
      draftId: `${'a-'.repeat(8_000)}!`,
      requestId: '1'.repeat(90),
      formData: { names: 'x', eventDate: 'x', city: 'x', phone: `+39${'1'.repeat(8_000)}x`, email: `${'a.'.repeat(5_000)}@` },
      returnTo: `/${'./'.repeat(5_000)}/evil.example`,
    }),
  },
  'a flood of client fields': {
    body: JSON.stringify({ operatorId: 'x', draftId: 'x', fields: Array.from({ length: 4_000 }, (_, i) => ({ elementId: `el-${i}`, content: 'Giulia & Marco' })) }),
  },
  'hostile query': { query: `userId=${'a-'.repeat(3_000)}&id=${'%E0%A4%A'}&state[]=1&state[]=2&limit=-1&cursor=${'%00'.repeat(50)}&q=${'('.repeat(500)}` },
  // A day no calendar has: Date.parse takes it, the database refused it with a 500.
  'a cursor on 30 February': { query: 'state=active&cursor=2026-02-30T00:00:00Z~x' },
  'hostile headers': {
    body: '{}',
    headers: { 'content-type': 'application/json; charset=utf-16', 'accept-language': 'x,'.repeat(2_000), 'if-none-match': 'W/"x",'.repeat(1_000), range: 'bytes=-1-2-3' },
  },
  'wrong content type': { body: '<xml/>', headers: { 'content-type': 'application/xml' } },
  // A mail header smuggled in an address (the phone page's link mail takes nothing else; the
  // contact form's own test sends it with a whole form).
  'header injection in an address': { body: JSON.stringify({ email: 'anna@example.test\r\nBcc: tutti@example.test' }) },
};

let t: TestApp;
let operator: TestOperator;
let address = 0;

beforeAll(async () => {
  // Limits high enough that the answers are about the input, not about how many were sent.
  const high = '1000000';
  t = await createTestApp(
    {
      RATE_LIMIT_LOGIN_PER_MINUTE: high,
      RATE_LIMIT_PUBLIC_POST_PER_MINUTE: high,
      RATE_LIMIT_ACCOUNT_POST_PER_MINUTE: high,
      RATE_LIMIT_DRAFTS_PER_MINUTE: high,
      RATE_LIMIT_PUBLIC_GET_PER_MINUTE: high,
      RATE_LIMIT_CONTACT_PER_MINUTE: high,
    },
    { builtInTemplates: [fixtureTemplate] },
  );
  operator = await TestOperator.signUp(t.app);
  await giveAnnualPlan(t.database.db, operator.userId);
});
afterAll(async () => {
  await t.close();
});

/**
 * Every route the app registers. A layout's save and rename name a real layout of the
 * operator's, so their document checks run; other routes get ids that name nothing, since a
 * call that needs no input (delete, duplicate) would rightly act on a real one.
 */
function routes(layoutId: string) {
  return t.app.registeredRoutes
    .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
    .map((route) => {
      const realId = route.url === '/api/layouts/:id' && (route.method === 'PUT' || route.method === 'PATCH');
      return { method: route.method as 'GET' | 'POST', url: (realId ? route.url.replace(':id', layoutId) : route.url).replace(/:[A-Za-z]+/g, 'x').replace('*', 'token') };
    });
}

function send(route: { method: 'GET' | 'POST'; url: string }, attack: Attack, cookie: string | undefined): Promise<LightMyRequestResponse> {
  address += 1;
  const headers: Record<string, string> = { origin: testPublicUrl, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', ...attack.headers };
  if (cookie !== undefined) headers.cookie = cookie;
  const url = attack.query === undefined ? route.url : `${route.url}?${attack.query}`;
  const hasBody = route.method !== 'GET' && attack.body !== undefined;
  return t.app.inject({ method: route.method, url, headers, remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`, ...(hasBody ? { payload: attack.body } : {}) });
}

/** A 4xx from our own code says what is wrong with a code; the provider's pages and files answer in their own way. */
function hasErrorCode(response: LightMyRequestResponse): boolean {
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) return true;
  const body = response.json<{ error?: { code?: unknown } }>();
  return typeof body.error?.code === 'string' || !('error' in body) || typeof body.error === 'string';
}

describe('hostile input on every registered route', () => {
  for (const actor of ['visitor', 'operator'] as const) {
    it(`answers a ${actor}'s hostile requests without a 5xx, with an error code, storing nothing`, async () => {
      const cookie = actor === 'operator' ? operator.browser.jar.header() : undefined;
      // Logging out would end the very session the operator's requests carry, and an export takes
      // no input: any request that reaches it rightly starts one (account-export.test.ts has it).
      const objects = await createOperatorObjects(t.database.db, operator, await createTestPng(24, 36));
      const bodilessActions = new Set(['/auth/logout', '/api/account/exports']);
      const all = routes(objects.layoutId).filter((route) => actor === 'visitor' || !bodilessActions.has(route.url));
      expect(all.length).toBeGreaterThan(60);
      const before = await fingerprintDatabase(t.database.db);
      const failures: string[] = [];
      for (const route of all) {
        for (const [name, attack] of Object.entries(attacks)) {
          if (route.method === 'GET' && attack.body !== undefined && attack.query === undefined && attack.headers === undefined) continue;
          const response = await send(route, attack, cookie);
          if (response.statusCode >= 500) failures.push(`${response.statusCode} ${route.method} ${route.url} ← ${name}: ${response.body.slice(0, 120)}`);
          else if (response.statusCode >= 400 && !hasErrorCode(response)) failures.push(`no code ${response.statusCode} ${route.method} ${route.url} ← ${name}`);
        }
      }
      expect(failures).toEqual([]);
      expect(await fingerprintDatabase(t.database.db)).toEqual(before);
    }, 300_000);
  }
});
