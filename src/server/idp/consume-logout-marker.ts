import type { KoaContextWithOIDC } from 'oidc-provider';
import { clearLogoutMarkerHeader, isAppStartedLogout, logoutMarkerCookie, logoutMarkerParameter } from '../auth/logout-marker.js';

/**
 * Whether this logout page was reached from the app's own POST /auth/logout (logout-marker.ts).
 * The marker is spent either way: a reload or a second tab then shows the button.
 */
export function consumeLogoutMarker(ctx: Pick<KoaContextWithOIDC, 'headers' | 'query' | 'append'>, isHttps: boolean): boolean {
  const cookieValue = cookieFrom(ctx.headers.cookie, logoutMarkerCookie);
  if (cookieValue !== undefined) ctx.append('Set-Cookie', clearLogoutMarkerHeader(isHttps));
  return isAppStartedLogout(cookieValue, ctx.query[logoutMarkerParameter]);
}

function cookieFrom(header: string | string[] | undefined, name: string): string | undefined {
  if (typeof header !== 'string') return undefined;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals !== -1 && pair.slice(0, equals).trim() === name) return pair.slice(equals + 1).trim();
  }
  return undefined;
}
