import { timingSafeEqual } from 'node:crypto';

/**
 * A logout the app started itself (POST /auth/logout) carries a one-time marker twice: in a
 * SameSite=Strict cookie scoped to the provider's logout page and in that page's URL. Only when
 * both agree may the page confirm itself by script; a link from another site has neither value
 * (the cookie is HttpOnly and never sent cross-site), so its visitor sees the button instead.
 */
export const logoutMarkerCookie = 'cornice_logout';
export const logoutMarkerParameter = 'cornice_logout';
export const logoutMarkerPath = '/idp/session/end';
export const logoutMarkerMaxAgeSeconds = 120;

export function logoutMarkerCookieOptions(isHttps: boolean, maxAgeSeconds = logoutMarkerMaxAgeSeconds) {
  return { httpOnly: true, sameSite: 'strict' as const, secure: isHttps, path: logoutMarkerPath, maxAge: maxAgeSeconds };
}

/** The Set-Cookie that spends the marker, whatever the page then shows. */
export function clearLogoutMarkerHeader(isHttps: boolean): string {
  return `${logoutMarkerCookie}=; Path=${logoutMarkerPath}; Max-Age=0; HttpOnly; SameSite=Strict${isHttps ? '; Secure' : ''}`;
}

export function isAppStartedLogout(cookieValue: unknown, parameterValue: unknown): boolean {
  if (typeof cookieValue !== 'string' || typeof parameterValue !== 'string' || cookieValue.length < 32) return false;
  const a = Buffer.from(cookieValue);
  const b = Buffer.from(parameterValue);
  return a.length === b.length && timingSafeEqual(a, b);
}
