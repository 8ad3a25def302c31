import { renderNoticePage } from '../../idp/render-notice-page.js';

/** The page for a login that could not complete: same look as the login pages, with the way back in. */
export function renderAuthErrorPage(message: string, retryHref: string): string {
  return renderNoticePage({ title: 'Accesso non riuscito', text: message, link: { href: retryHref, label: 'Riprova' }, isAlert: true });
}
