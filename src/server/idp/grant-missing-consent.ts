import type { Interaction, Provider } from 'oidc-provider';
import { webClientId } from './idp-constants.js';

/**
 * Answers a consent prompt for the first-party client without asking the user: whatever the
 * prompt reports as missing is added to the interaction's grant. Returns the grant id for
 * `{ consent: { grantId } }`. A consent prompt only shows up when the request asks for more than
 * the grant `loadFirstPartyGrant` created (e.g. prompt=consent, or claims added later).
 */
export async function grantMissingConsent(provider: Provider, interaction: Interaction): Promise<string> {
  const accountId = interaction.session?.accountId;
  const clientId = interaction.params.client_id;
  if (accountId === undefined) throw new Error('consent prompt without a logged-in account');
  if (clientId !== webClientId) throw new Error(`consent prompt for unexpected client ${String(clientId)}`);
  const existing = interaction.grantId === undefined ? undefined : await provider.Grant.find(interaction.grantId);
  const grant = existing ?? new provider.Grant({ accountId, clientId });
  const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = interaction.prompt.details;
  if (missingOIDCScope !== undefined) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims !== undefined) grant.addOIDCClaims(missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}
