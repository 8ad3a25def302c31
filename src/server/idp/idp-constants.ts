/** Where the embedded IdP lives inside the app; the issuer is `${publicUrl}${idpPrefix}`. */
export const idpPrefix = '/idp';

/** The backend-for-frontend, the only client of the embedded IdP. */
export const webClientId = 'cornice-web';

/** Scopes the first-party client is granted without a consent screen. */
export const webClientScopes = ['openid', 'email', 'offline_access'] as const;
