import { and, eq, inArray, or } from 'drizzle-orm';
import type { Provider } from 'oidc-provider';
import type { Database } from '../db/client.js';
import { idpPayloads } from '../db/schema.js';

/** What a grant hands out. Not Interaction: one may carry the grant's id and still be resumed. */
const grantBoundModels = ['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest', 'PreAuthorizedCode'];

/**
 * Ending the IdP session (RP-initiated logout with logout=yes) also revokes the grants the
 * session handed out, with their refresh and access tokens. oidc-provider skips grants marked
 * `persistsLogout`, which every grant here is: refresh tokens must not expire with the 14-day
 * session (expiresWithSession is false), yet a user who logs out means all of it to end.
 */
export function revokeGrantsOnLogout(provider: Provider, db: Database): void {
  provider.use(async (ctx, next) => {
    await next();
    // No route of the provider's matched (PUT /idp/token …): there is no oidc context at all.
    const oidc = ctx.oidc as typeof ctx.oidc | undefined;
    if (oidc === undefined) return;
    const { route, session } = oidc;
    if (route !== 'end_session_confirm' || session?.destroyed !== true) return;
    const grantIds = Object.values(session.authorizations ?? {}).flatMap(({ grantId }) => (grantId === undefined ? [] : [grantId]));
    if (grantIds.length === 0) return;
    await db
      .delete(idpPayloads)
      .where(
        or(
          and(inArray(idpPayloads.model, grantBoundModels), inArray(idpPayloads.grantId, grantIds)),
          and(eq(idpPayloads.model, 'Grant'), inArray(idpPayloads.id, grantIds)),
        ),
      );
  });
}
