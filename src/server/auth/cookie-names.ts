import { type AppConfig, isHttps } from '../config.js';

/** `__Host-` cookies must be Secure, so the prefix is used only when we are served over https. */
export function sessionCookieName(config: AppConfig): string {
  return isHttps(config) ? '__Host-cornice_session' : 'cornice_session';
}

export function loginCookieName(config: AppConfig): string {
  return isHttps(config) ? '__Host-cornice_login' : 'cornice_login';
}

export function cookieOptions(config: AppConfig, maxAgeSeconds: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isHttps(config),
    path: '/',
    maxAge: maxAgeSeconds,
  };
}
