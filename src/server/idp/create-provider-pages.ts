import type { ErrorOut, KoaContextWithOIDC } from 'oidc-provider';
import { errors } from 'oidc-provider';
import { languageFromCookieHeader } from '../../shared/i18n/language.js';
import { idpMessagesFor } from './idp-messages.js';
import { consumeLogoutMarker } from './consume-logout-marker.js';
import { renderLogoutPage } from './render-logout-page.js';
import { renderNoticePage } from './render-notice-page.js';

export interface ProviderPages {
  renderError(ctx: KoaContextWithOIDC, out: ErrorOut, error: Error): Promise<void>;
  logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void>;
  postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void>;
}

/** The pages oidc-provider renders itself, in the visitor's language and in the IdP's look. */
export function createProviderPages(publicUrl: string): ProviderPages {
  // The language the visitor chose in the SPA (cornice_lang cookie); Italian otherwise.
  const languageOf = (ctx: KoaContextWithOIDC) => languageFromCookieHeader(ctx.headers.cookie);
  const sendHtml = (ctx: KoaContextWithOIDC, html: string) => {
    ctx.type = 'html';
    ctx.body = html;
  };
  return {
    async renderError(ctx, out, error) {
      const language = languageOf(ctx);
      const idpMessages = idpMessagesFor(language);
      // A lost interaction or resume cookie (expired, other browser, back button) is the common
      // case: the user only needs to start the login again from the app.
      if (error instanceof errors.SessionNotFound) {
        sendHtml(ctx, renderNoticePage({
          title: idpMessages.expiredTitle,
          text: idpMessages.expiredText,
          link: { href: `${publicUrl}/auth/login`, label: idpMessages.backToLogin },
          isAlert: true,
          language,
        }));
        return;
      }
      // The code and description (escaped by the template) help support; server errors carry
      // oidc-provider's generic description, never the internal message or stack.
      const details = out.error_description === undefined ? out.error : `${out.error}: ${out.error_description}`;
      sendHtml(ctx, renderNoticePage({
        title: idpMessages.errorTitle,
        text: idpMessages.errorText,
        link: { href: `${publicUrl}/`, label: idpMessages.backToSite },
        details: `${idpMessages.errorDetails}: ${details}`,
        isAlert: true,
        language,
      }));
    },
    async logoutSource(ctx, form) {
      sendHtml(ctx, renderLogoutPage(form, languageOf(ctx), { autoSubmit: consumeLogoutMarker(ctx, publicUrl.startsWith('https:')) }));
    },
    async postLogoutSuccessSource(ctx) {
      const language = languageOf(ctx);
      const idpMessages = idpMessagesFor(language);
      sendHtml(ctx, renderNoticePage({
        title: idpMessages.loggedOutTitle,
        text: idpMessages.loggedOutText,
        link: { href: `${publicUrl}/`, label: idpMessages.backToSite },
        language,
      }));
    },
  };
}
