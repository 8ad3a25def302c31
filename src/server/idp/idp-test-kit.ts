import { createHash, randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../config.js';
import type { AppConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { openDatabase } from '../db/client.js';
import type { EmbeddedIdpClient } from './mount-embedded-idp.js';
import { mountEmbeddedIdp } from './mount-embedded-idp.js';
import { idpStaticRoutes } from './idp-static-routes.js';
import { serverViewsDir } from '../paths.js';

/** Test-only helpers for the embedded IdP's suites (not imported by the server). */

export const idpTestPublicUrl = 'http://cornice.test';
export const idpTestRedirectUri = `${idpTestPublicUrl}/auth/callback`;

/** The suite's database: in-memory PGlite, or a throw-away schema on TEST_DATABASE_URL. */
export async function openIdpTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_KIND !== 'postgres') return openDatabase({ databaseUrl: undefined, pgliteDir: undefined });
  const url = process.env.TEST_DATABASE_URL;
  const schemaName = `test_idp_${randomBytes(6).toString('hex')}`;
  const dropSchema = `DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`;
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: url, pgliteDir: undefined, schemaName });
  } catch (error) {
    // openDatabase creates the schema before migrating; do not leave it behind on failure.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(dropSchema).finally(() => client.end());
    throw error;
  }
  return {
    ...handle,
    close: async () => {
      await handle.db.execute(dropSchema);
      await handle.close();
    },
  };
}

export interface IdpTestApp {
  app: FastifyInstance;
  config: AppConfig;
  client: EmbeddedIdpClient;
}

/** The smallest app the IdP runs in: cookie and rate-limit plugins as buildApp registers them. */
export async function createIdpTestApp(database: DatabaseHandle, loginPerMinute = 1000): Promise<IdpTestApp> {
  const config = loadConfig(
    { PUBLIC_URL: idpTestPublicUrl, LOG_LEVEL: 'silent', RATE_LIMIT_LOGIN_PER_MINUTE: String(loginPerMinute) },
    '/nonexistent-client-dir',
  );
  const app = Fastify({ logger: false });
  await app.register(fastifyCookie);
  await app.register(rateLimit, { global: false });
  await app.register(idpStaticRoutes, { dir: serverViewsDir });
  const client = await mountEmbeddedIdp(app, { db: database.db, config });
  await app.ready();
  return { app, config, client };
}

interface RequestOptions {
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

/** A browser stand-in on the public origin: one cookie jar (paths ignored), redirects by hand. */
export class IdpTestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async request(method: 'GET' | 'POST', url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    const target = new URL(url, idpTestPublicUrl);
    const headers: Record<string, string> = { host: target.host, ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (options.form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await this.app.inject({
      method,
      url: target.pathname + target.search,
      headers,
      ...(options.form === undefined ? {} : { payload: new URLSearchParams(options.form).toString() }),
    });
    this.storeCookies(response.headers['set-cookie']);
    return response;
  }

  private storeCookies(setCookie: string | string[] | undefined): void {
    for (const header of [setCookie ?? []].flat()) {
      const [pair = '', ...attributes] = header.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const isExpired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a));
      if (value === '' || isExpired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export interface AuthorizationStart {
  /** Path of the interaction page the authorization request redirected to. */
  interactionPath: string;
  uid: string;
  codeVerifier: string;
  state: string;
}

/** GET /idp/auth as the BFF would build it (PKCE S256, state, nonce); returns the interaction. */
export async function startAuthorization(browser: IdpTestBrowser, extra: Record<string, string> = {}): Promise<AuthorizationStart> {
  const codeVerifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const query = new URLSearchParams({
    client_id: 'cornice-web',
    response_type: 'code',
    scope: 'openid email offline_access',
    redirect_uri: idpTestRedirectUri,
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(8).toString('hex'),
    ...extra,
  });
  const response = await browser.request('GET', `/idp/auth?${query.toString()}`);
  const location = response.headers.location;
  if (response.statusCode !== 303 || typeof location !== 'string') {
    throw new Error(`authorization did not redirect: ${response.statusCode} ${response.body}`);
  }
  const interactionPath = new URL(location, idpTestPublicUrl).pathname;
  const uid = interactionPath.split('/').pop() ?? '';
  return { interactionPath, uid, codeVerifier, state };
}

/** Basic auth header for the cornice-web client (form-encoded per RFC 6749 §2.3.1). */
export function basicAuth(client: EmbeddedIdpClient): string {
  const encode = (value: string) => encodeURIComponent(value);
  return `Basic ${Buffer.from(`${encode(client.clientId)}:${encode(client.clientSecret)}`).toString('base64')}`;
}

/** A fresh address per test, so tests sharing one database never collide. */
export function uniqueEmail(prefix = 'utente'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}
