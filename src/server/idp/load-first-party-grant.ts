import type { Grant, KoaContextWithOIDC } from 'oidc-provider';
import { webClientId, webClientScopes } from './idp-constants.js';

/**
 * oidc-provider's `loadExistingGrant`: the default (the grant remembered by the session) plus, for
 * our own backend-for-frontend, a grant created on the spot. That is what "first-party" means:
 * the user never sees a consent screen for the app they signed up to.
 */
export async function loadFirstPartyGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { client, session, account, result, provider } = ctx.oidc;
  if (client === undefined || session === undefined || account === undefined) return undefined;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId !== undefined) {
    const existing = await provider.Grant.find(grantId);
    if (existing !== undefined) return existing;
  }
  if (client.clientId !== webClientId) return undefined;
  const grant = new provider.Grant({ accountId: account.accountId, clientId: client.clientId });
  grant.addOIDCScope(webClientScopes.join(' '));
  grant.addOIDCClaims(['email', 'email_verified']);
  await grant.save();
  return grant;
}
