import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import type { SessionResolver } from './current-session.js';
import { accessScope, registerRouteAccess } from './route-access.js';

// Nobody is signed in: the resolver finds no session, and no plan is ever read.
const sources = { db: {} as Database, resolver: { resolve: async () => undefined } as unknown as SessionResolver };

describe('route access', () => {
  it('refuses to start when an /api route declares no access', async () => {
    const app = Fastify();
    registerRouteAccess(app, sources);
    await app.register(async (scope) => {
      accessScope(scope, 'operator');
      scope.get('/api/declared', async () => 'ok');
    });
    app.post('/api/forgotten', async () => 'ok');
    await expect(app.ready()).rejects.toThrow('POST /api/forgotten');
  });

  it('answers a visitor 401 in a private scope, and lets a route of that scope open itself explicitly', async () => {
    const app = Fastify();
    registerRouteAccess(app, sources);
    await app.register(async (scope) => {
      accessScope(scope, 'operator');
      scope.post('/api/private', async () => 'ok');
      scope.get('/api/open', { config: { access: 'public' } }, async () => 'ok');
    });
    expect((await app.inject({ method: 'POST', url: '/api/private', payload: {} })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/open' })).statusCode).toBe(200);
    await app.close();
  });
});
