import { Provider } from 'oidc-provider';
import type { Database } from '../db/client.js';
import type { AccountStore } from './account-store.js';
import { buildInteractionPolicy } from './build-interaction-policy.js';
import { createPayloadAdapter } from './create-payload-adapter.js';
import { createProviderPages } from './create-provider-pages.js';
import { idpPrefix, webClientId, webClientScopes } from './idp-constants.js';
import { loadFirstPartyGrant } from './load-first-party-grant.js';
import type { IdpSecrets } from './load-idp-secrets.js';

export interface IdpProviderOptions {
  issuer: string;
  publicUrl: string;
  db: Database;
  accounts: AccountStore;
  secrets: IdpSecrets;
}

const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

/** oidc-provider configured for one confidential first-party client, the app's BFF. */
export function createIdpProvider({ issuer, publicUrl, db, accounts, secrets }: IdpProviderOptions): Provider {
  const pages = createProviderPages(publicUrl);
  const provider = new Provider(issuer, {
    adapter: createPayloadAdapter(db),
    clients: [
      {
        client_id: webClientId,
        client_secret: secrets.clientSecret,
        client_name: 'Cornice',
        application_type: 'web',
        redirect_uris: [`${publicUrl}/auth/callback`],
        post_logout_redirect_uris: [`${publicUrl}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [secrets.signingJwk] },
    cookies: {
      keys: secrets.cookieKeys,
      names: { session: 'idp_session', interaction: 'idp_interaction', resume: 'idp_interaction_resume' },
      // The session cookie is scoped to the IdP so the app's own routes never receive it. `short`
      // keeps no path: oidc-provider gives each interaction cookie its own narrower one.
      long: { httpOnly: true, sameSite: 'lax', path: idpPrefix },
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    scopes: [...webClientScopes],
    responseTypes: ['code'],
    // screen_hint=signup lets the BFF open the sign-up form instead of the login form.
    extraParams: ['screen_hint'],
    // The BFF creates its user row from the id_token alone, so scope claims (email) go in it too.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    interactions: {
      policy: buildInteractionPolicy(),
      url: async (_ctx, interaction) => `${idpPrefix}/interaction/${interaction.uid}`,
    },
    findAccount: async (_ctx, sub) => {
      const account = await accounts.findById(sub);
      if (account === undefined) return undefined;
      return {
        accountId: account.id,
        claims: async () => ({ sub: account.id, email: account.email, email_verified: false }),
      };
    },
    loadExistingGrant: loadFirstPartyGrant,
    // The default also wants offline_access, which oidc-provider drops unless prompt=consent;
    // a first-party BFF gets refresh tokens whenever its registration allows the grant.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // No rotation: our only client is confidential (it authenticates with its secret), and with
    // rotation two processes refreshing one session at once would revoke the whole grant.
    rotateRefreshToken: false,
    // Refresh tokens outlive the 14-day IdP session (they last 30 days); logging out revokes
    // them anyway (revoke-grants-on-logout.ts), as does the revocation endpoint.
    expiresWithSession: async () => false,
    // Only our server calls the token endpoints; browsers have no business there.
    clientBasedCORS: () => false,
    renderError: pages.renderError,
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: pages.logoutSource,
        postLogoutSuccessSource: pages.postLogoutSuccessSource,
      },
    },
    ttl: {
      Session: 14 * day,
      Grant: 30 * day,
      RefreshToken: 30 * day,
      AccessToken: hour,
      IdToken: hour,
      AuthorizationCode: 10 * minute,
      Interaction: hour,
    },
  });
  // register-provider-callback.ts overwrites X-Forwarded-Host/Proto with the public URL's, so
  // trusting them is safe whatever TRUST_PROXY says, and keeps https URLs and Secure cookies.
  provider.proxy = true;
  return provider;
}
