import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { languageFromCookieHeader } from '../../../shared/i18n/language.js';
import type { ConsumedAccountToken } from '../../domain/account-tokens.js';
import { consumeAccountToken, peekAccountToken } from '../../domain/account-tokens.js';
import { changeLoginAddress } from '../../domain/change-login-address.js';
import { markAddressVerified } from '../../domain/verified-addresses.js';
import { fillIdpMessage, idpMessagesFor, type IdpMessageKey } from '../../idp/idp-messages.js';
import { renderConfirmLinkPage } from '../../idp/render-account-link-pages.js';
import { renderNoticePage } from '../../idp/render-notice-page.js';
import { loginRateLimit } from '../../plugins/rate-limit-configs.js';
import type { AuthContext } from './auth-context.js';

export const verifyEmailPath = '/auth/verify-email';
export const confirmLoginAddressPath = '/auth/confirm-login-email';

const text = z.string().max(1000).catch('');
const TokenFields = z.object({ token: text }).catch({ token: '' });

/**
 * The pages the links in account mails open: confirming an address, and confirming a new login
 * address. Opening one only shows a button; the POST it sends uses the link up.
 */
export function registerAccountLinkRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const languageOf = (request: FastifyRequest) => languageFromCookieHeader(request.headers.cookie);
  // The token is in the page's URL: no Referer may carry it to another site. Not 'no-referrer':
  // under it the browser sends the page's own form with `Origin: null`, which the CSRF guard
  // rightly refuses.
  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('cache-control', 'no-store').header('referrer-policy', 'same-origin').type('text/html; charset=utf-8').send(html);
  const notice = (request: FastifyRequest, reply: FastifyReply, status: number, title: IdpMessageKey, body: string) => {
    const language = languageOf(request);
    const messages = idpMessagesFor(language);
    const link = { href: '/dashboard', label: messages.toDashboard };
    return sendHtml(reply, status, renderNoticePage({ title: messages[title], text: body, link, isAlert: status >= 400, language }));
  };
  const refused = (request: FastifyRequest, reply: FastifyReply, reason: Extract<ConsumedAccountToken, { ok: false }>['reason']) => {
    const messages = idpMessagesFor(languageOf(request));
    return notice(request, reply, 400, 'linkInvalidTitle', { unknown: messages.linkUnknown, expired: messages.linkExpired, used: messages.linkUsed }[reason]);
  };
  const limits = { config: loginRateLimit(ctx.config) };

  app.get(verifyEmailPath, limits, async (request, reply) => {
    const { token } = TokenFields.parse(request.query ?? {});
    const peeked = await peekAccountToken(ctx.db, 'verify-address', token);
    if (!peeked.ok) return refused(request, reply, peeked.reason);
    const language = languageOf(request);
    const messages = idpMessagesFor(language);
    const text = fillIdpMessage(messages.verifyText, { address: peeked.address });
    return sendHtml(reply, 200, renderConfirmLinkPage({ title: messages.verifyTitle, text, action: verifyEmailPath, token, submit: messages.verifySubmit, language }));
  });

  app.post(verifyEmailPath, limits, async (request, reply) => {
    const { token } = TokenFields.parse(request.body ?? {});
    const outcome = await ctx.db.transaction(async (tx) => {
      const consumed = await consumeAccountToken(tx, 'verify-address', token);
      if (consumed.ok) await markAddressVerified(tx, consumed.subject, consumed.address);
      return consumed;
    });
    if (!outcome.ok) return refused(request, reply, outcome.reason);
    return notice(request, reply, 200, 'verifiedTitle', fillIdpMessage(idpMessagesFor(languageOf(request)).verifiedText, { address: outcome.address }));
  });

  app.get(confirmLoginAddressPath, limits, async (request, reply) => {
    const { token } = TokenFields.parse(request.query ?? {});
    const peeked = await peekAccountToken(ctx.db, 'change-login-address', token);
    if (!peeked.ok) return refused(request, reply, peeked.reason);
    const language = languageOf(request);
    const messages = idpMessagesFor(language);
    const text = fillIdpMessage(messages.loginAddressText, { address: peeked.address });
    const page = renderConfirmLinkPage({ title: messages.loginAddressTitle, text, action: confirmLoginAddressPath, token, submit: messages.loginAddressSubmit, language });
    return sendHtml(reply, 200, page);
  });

  app.post(confirmLoginAddressPath, limits, async (request, reply) => {
    const { token } = TokenFields.parse(request.body ?? {});
    const outcome = await changeLoginAddress(ctx.db, token, ctx.config.supportEmail);
    const messages = idpMessagesFor(languageOf(request));
    if (outcome.ok) return notice(request, reply, 200, 'loginAddressDoneTitle', fillIdpMessage(messages.loginAddressDoneText, { address: outcome.address }));
    if (outcome.reason === 'taken') return notice(request, reply, 409, 'linkInvalidTitle', messages.loginAddressTaken);
    return refused(request, reply, outcome.reason);
  });
}
