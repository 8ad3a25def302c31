/** The server's login and logout endpoints (backend-for-frontend: the browser holds no token). */
export const logoutPath = '/auth/logout';

/** Login, then back to `returnTo` (a same-origin path); `isSignup` asks the provider for its sign-up screen. */
export function buildLoginUrl(returnTo: string, { isSignup = false }: { isSignup?: boolean } = {}): string {
  const url = `/auth/login?returnTo=${encodeURIComponent(returnTo)}`;
  return isSignup ? `${url}&signup=1` : url;
}
