import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { AppConfig } from '../config.js';
import { AccountStore } from './account-store.js';
import { createIdpProvider } from './create-idp-provider.js';
import { purgeExpiredPayloads } from './create-payload-adapter.js';
import { idpPrefix, webClientId } from './idp-constants.js';
import { buildIdpSecurityHeaders } from './idp-security-headers.js';
import { interactionRoutes } from './interaction-routes.js';
import { loadIdpSecrets } from './load-idp-secrets.js';
import { passwordResetRoutes } from './password-reset-routes.js';
import { registerProviderCallback } from './register-provider-callback.js';
import { replaceInlineLogoutForm } from './replace-inline-logout-form.js';
import { revokeGrantsOnLogout } from './revoke-grants-on-logout.js';

/** What the backend-for-frontend needs to talk to the embedded IdP as its OIDC client. */
export interface EmbeddedIdpClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * Mounts the embedded OpenID Connect provider at `${publicUrl}/idp`: oidc-provider for the
 * protocol endpoints, fastify routes for the login/sign-up pages and their static files.
 * Keys and the client secret are created on first start and kept in the database.
 * Expects @fastify/cookie and @fastify/rate-limit (global: false) to be registered already.
 */
export async function mountEmbeddedIdp(app: FastifyInstance, deps: { db: Database; config: AppConfig }): Promise<EmbeddedIdpClient> {
  const { db, config } = deps;
  const issuer = `${config.publicUrl}${idpPrefix}`;
  const secrets = await loadIdpSecrets(db, webClientId);
  await purgeExpiredPayloads(db);
  // Codes, interactions and sessions expire all day long; sweep them hourly, not only at start.
  const housekeeping = setInterval(() => {
    purgeExpiredPayloads(db).catch((error: unknown) => app.log.warn({ err: error }, 'IdP cleanup failed'));
  }, 60 * 60 * 1000);
  housekeeping.unref();
  app.addHook('onClose', async () => clearInterval(housekeeping));
  const accounts = new AccountStore(db);
  const provider = createIdpProvider({ issuer, publicUrl: config.publicUrl, db, accounts, secrets });
  revokeGrantsOnLogout(provider, db);
  const headers = buildIdpSecurityHeaders(config.publicUrl);
  replaceInlineLogoutForm(provider, headers, config.publicUrl.startsWith('https:'));
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'embedded IdP server error'));
  // Koa reports errors its own middleware did not handle here; without a listener it prints them.
  provider.on('error', (error) => app.log.error({ err: error }, 'embedded IdP request failed'));

  registerProviderCallback(app, provider, { publicUrl: config.publicUrl, headers, authorizationsPerMinute: config.rateLimits.loginPerMinute });
  app.register(interactionRoutes, {
    provider,
    accounts,
    publicUrl: config.publicUrl,
    loginPerMinute: config.rateLimits.loginPerMinute,
    headers,
  });
  app.register(passwordResetRoutes, { db, accounts, config, headers });
  return { issuer, clientId: webClientId, clientSecret: secrets.clientSecret };
}
