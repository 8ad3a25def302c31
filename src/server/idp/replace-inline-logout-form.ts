import type { Provider } from 'oidc-provider';
import { languageFromCookieHeader } from '../../shared/i18n/language.js';
import { consumeLogoutMarker } from './consume-logout-marker.js';
import { renderLogoutPage } from './render-logout-page.js';

const inlineFormMarker = '<title>Submitting Callback</title>';

/**
 * Logging out without an IdP session makes oidc-provider answer with its own auto-submitting
 * page, whose inline script it allows by adding a hash to our CSP. We keep the promise of no
 * inline script anywhere: that page is replaced by our logout page (the same form, submitted by
 * /idp/static/logout-autosubmit.js when the app started the logout) and the CSP goes back to the IdP's own, without the hash.
 */
export function replaceInlineLogoutForm(provider: Provider, headers: Readonly<Record<string, string>>, isHttps: boolean): void {
  provider.use(async (ctx, next) => {
    await next();
    const oidc = ctx.oidc as typeof ctx.oidc | undefined;
    if (oidc?.route !== 'end_session' || typeof ctx.body !== 'string' || !ctx.body.includes(inlineFormMarker)) return;
    const action = /<form method="post" action="([^"]*)">/.exec(ctx.body)?.[1];
    const xsrf = /name="xsrf" value="([^"]*)"/.exec(ctx.body)?.[1];
    if (action === undefined || xsrf === undefined) return;
    // Both values come out of oidc-provider's own escaped HTML and go back in as they are.
    const form = `<form id="op.logoutForm" method="post" action="${action}"><input type="hidden" name="xsrf" value="${xsrf}"/></form>`;
    ctx.type = 'html';
    ctx.body = renderLogoutPage(form, languageFromCookieHeader(ctx.headers.cookie), { autoSubmit: consumeLogoutMarker(ctx, isHttps) });
    const csp = headers['content-security-policy'];
    if (csp !== undefined) ctx.set('content-security-policy', csp);
  });
}

