import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { AppConfig } from '../config.js';
import { cookieOptions, sessionCookieName } from './cookie-names.js';
import type { OidcClient } from './oidc-client.js';
import type { SessionStore, StoredSession, TokenSet } from './session-store.js';

/** Refresh a little before the access token runs out, so no request races its expiry. */
const refreshMarginMs = 30_000;

/**
 * Finds the request's session and keeps it alive: when the provider's access token has run
 * out, the refresh token renews it (and slides the session) without the user doing anything.
 * If the provider refuses, the session ends; if it cannot be reached, the session is kept.
 */
export class SessionResolver {
  readonly #inflight = new Map<string, Promise<StoredSession | undefined>>();
  /** Requests whose session was renewed: their response carries the cookie with its new end. */
  readonly #renewed = new WeakMap<FastifyRequest, { token: string; expiresAt: Date }>();

  constructor(
    private readonly store: SessionStore,
    private readonly oidc: OidcClient,
    private readonly config: AppConfig,
  ) {}

  tokenFromRequest(request: FastifyRequest): string | undefined {
    const value = request.cookies[sessionCookieName(this.config)];
    return value === undefined || value === '' ? undefined : value;
  }

  /** Requests already resolved: a route may ask twice (rate-limit key, then the handler). */
  readonly #resolved = new WeakMap<FastifyRequest, Promise<StoredSession | undefined>>();

  resolve(request: FastifyRequest, now = new Date()): Promise<StoredSession | undefined> {
    let resolved = this.#resolved.get(request);
    if (resolved === undefined) {
      resolved = this.resolveOnce(request, now);
      this.#resolved.set(request, resolved);
    }
    return resolved;
  }

  private async resolveOnce(request: FastifyRequest, now: Date): Promise<StoredSession | undefined> {
    const token = this.tokenFromRequest(request);
    if (token === undefined) return undefined;
    const session = await this.store.find(token, now);
    if (session === undefined || !needsRefresh(session, now)) return session;
    // One refresh per session at a time, so parallel requests do not spend the same token twice.
    let pending = this.#inflight.get(session.idHash);
    if (pending === undefined) {
      pending = this.refresh(session, request.log, now).finally(() => this.#inflight.delete(session.idHash));
      this.#inflight.set(session.idHash, pending);
    }
    const renewed = await pending;
    if (renewed !== undefined && renewed.expiresAt.getTime() !== session.expiresAt.getTime()) {
      this.#renewed.set(request, { token, expiresAt: renewed.expiresAt });
    }
    return renewed;
  }

  /** Re-sends the session cookie with the session's new end whenever a request renewed it. */
  attachCookieRenewal(app: FastifyInstance): void {
    app.addHook('onSend', async (request, reply) => {
      const renewed = this.#renewed.get(request);
      if (renewed === undefined) return;
      const maxAge = Math.max(0, Math.floor((renewed.expiresAt.getTime() - Date.now()) / 1000));
      reply.setCookie(sessionCookieName(this.config), renewed.token, cookieOptions(this.config, maxAge));
    });
  }

  private async refresh(session: StoredSession, log: FastifyBaseLogger, now: Date): Promise<StoredSession | undefined> {
    const refreshToken = session.refreshToken;
    if (refreshToken === null) return session;
    try {
      const configuration = await this.oidc.configuration();
      const response = await client.refreshTokenGrant(configuration, refreshToken);
      const tokens: TokenSet = {
        idToken: response.id_token ?? session.idToken,
        accessToken: response.access_token,
        refreshToken: response.refresh_token ?? refreshToken,
        accessExpiresAt: accessExpiry(response.expires_in, now),
      };
      const expiresAt = await this.store.renew(session.idHash, tokens, now);
      return { ...session, ...tokens, expiresAt };
    } catch (error) {
      if (error instanceof client.ResponseBodyError && error.error === 'invalid_grant') {
        log.info({ error: error.error }, 'provider refused the session refresh; session ended');
        await this.store.delete(session.idHash);
        return undefined;
      }
      log.warn({ err: error }, 'session refresh failed (provider unreachable or failing); keeping the session');
      return session;
    }
  }
}

function needsRefresh(session: StoredSession, now: Date): boolean {
  return session.accessExpiresAt !== null && session.accessExpiresAt.getTime() - refreshMarginMs <= now.getTime();
}

export function accessExpiry(expiresIn: number | undefined, now: Date): Date | null {
  return expiresIn === undefined ? null : new Date(now.getTime() + expiresIn * 1000);
}
