import formbody from '@fastify/formbody';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { describePasswordWeakness } from '../../shared/auth/password-feedback.js';
import { languageFromCookieHeader } from '../../shared/i18n/language.js';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { idpAccounts } from '../db/schema.js';
import { passwordResetMail } from '../domain/account-mails.js';
import type { ConsumedAccountToken } from '../domain/account-tokens.js';
import { consumeAccountToken, countTokensForAddress, issueAccountToken, peekAccountToken, revokeAccountTokens } from '../domain/account-tokens.js';
import { endAccountSessions } from '../domain/end-sessions.js';
import { queueEmail } from '../domain/queue-email.js';
import { loginRateLimit } from '../plugins/rate-limit-configs.js';
import { hashPassword } from './account-store.js';
import type { AccountStore } from './account-store.js';
import type { CredentialField } from './credential-field.js';
import { emailMaxLength, passwordMaxLength, passwordMinLength } from './credential-field.js';
import { fillIdpMessage, idpMessagesFor } from './idp-messages.js';
import type { IdpMessageKey } from './idp-messages.js';
import { judgePassword } from './judge-password.js';
import { forgotPasswordPath, renderForgotPasswordPage, renderResetPasswordPage, resetPasswordPath } from './render-account-link-pages.js';
import { renderNoticePage } from './render-notice-page.js';

export interface PasswordResetRoutesOptions {
  db: Database;
  accounts: AccountStore;
  config: AppConfig;
  headers: Readonly<Record<string, string>>;
}

/** Reset links one address may receive in an hour, however often the form is sent. */
export const resetMailsPerAddressHour = 3;

const text = z.string().max(1000).catch('');
const ForgotForm = z.object({ email: text }).catch({ email: '' });
const ResetForm = z.object({ token: text, password: text, passwordConfirmation: text }).catch({ token: '', password: '', passwordConfirmation: '' });
const TokenQuery = z.object({ token: text }).catch({ token: '' });
const Email = z.email().max(emailMaxLength);

/**
 * 'Password dimenticata?': the address form (one answer whether or not an account exists),
 * and the page its single-use link opens, which sets a new password and ends every login.
 */
export const passwordResetRoutes: FastifyPluginAsync<PasswordResetRoutesOptions> = async (scope, options) => {
  const { db, accounts, config, headers } = options;
  const loginHref = `${config.publicUrl}/auth/login`;
  const ttlMinutes = Math.round(config.accountLinks.passwordResetTtlMs / 60_000);
  await scope.register(formbody);

  const languageOf = (request: FastifyRequest) => languageFromCookieHeader(request.headers.cookie);
  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).headers(headers).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  const sendNotice = (request: FastifyRequest, reply: FastifyReply, status: number, title: IdpMessageKey, body: string, link: { href: string; label: IdpMessageKey }) => {
    const language = languageOf(request);
    const messages = idpMessagesFor(language);
    const page = renderNoticePage({ title: messages[title], text: body, link: { href: link.href, label: messages[link.label] }, isAlert: status >= 400, language });
    return sendHtml(reply, status, page);
  };
  const sendLinkRefused = (request: FastifyRequest, reply: FastifyReply, outcome: Extract<ConsumedAccountToken, { ok: false }>) => {
    const messages = idpMessagesFor(languageOf(request));
    const reason = { unknown: messages.linkUnknown, expired: messages.linkExpired, used: messages.linkUsed }[outcome.reason];
    return sendNotice(request, reply, 400, 'linkInvalidTitle', reason, { href: forgotPasswordPath, label: 'requestNewLink' });
  };

  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const messages = idpMessagesFor(languageOf(request));
    if (error.statusCode === 429) {
      return sendNotice(request, reply, 429, 'tooManyAttemptsTitle', messages.tooManyAttempts, { href: forgotPasswordPath, label: 'backToLogin' });
    }
    // A refused request (a form that does not parse, a body too large, a forbidden character) is
    // the sender's fault: it keeps its 4xx, and only our own failures are logged as errors.
    const status = error instanceof z.ZodError ? 400 : (error.statusCode ?? 500);
    if (status >= 400 && status < 500) return sendNotice(request, reply, status, 'errorTitle', messages.errorText, { href: forgotPasswordPath, label: 'backToLogin' });
    request.log.error({ err: error }, 'password reset failed');
    return sendNotice(request, reply, 500, 'errorTitle', messages.errorText, { href: loginHref, label: 'backToLogin' });
  });

  scope.get(forgotPasswordPath, async (request, reply) => sendHtml(reply, 200, renderForgotPasswordPage({ loginHref, language: languageOf(request) })));

  scope.post(forgotPasswordPath, { config: loginRateLimit(config) }, async (request, reply) => {
    const language = languageOf(request);
    const email = ForgotForm.parse(request.body ?? {}).email.trim();
    if (!Email.safeParse(email).success) {
      return sendHtml(reply, 400, renderForgotPasswordPage({ email, error: idpMessagesFor(language).invalidEmail, loginHref, language }));
    }
    const account = await accounts.findByEmail(email);
    if (account !== undefined) {
      const since = new Date(Date.now() - 3600 * 1000);
      await db.transaction(async (tx) => {
        // Under the limit the link goes out; past it the page says the same, and nothing is sent.
        if ((await countTokensForAddress(tx, 'reset-password', account.email, since)) >= resetMailsPerAddressHour) return;
        const token = await issueAccountToken(tx, 'reset-password', { subject: account.id, address: account.email }, config.accountLinks.passwordResetTtlMs);
        const link = `${config.publicUrl}${resetPasswordPath}?token=${encodeURIComponent(token)}`;
        await queueEmail(tx, passwordResetMail(account.email, link, ttlMinutes));
      });
    }
    const sent = fillIdpMessage(idpMessagesFor(language).forgotSentText, { minutes: ttlMinutes });
    return sendNotice(request, reply, 200, 'forgotSentTitle', sent, { href: loginHref, label: 'backToLogin' });
  });

  scope.get(resetPasswordPath, async (request, reply) => {
    const { token } = TokenQuery.parse(request.query ?? {});
    const outcome = await peekAccountToken(db, 'reset-password', token);
    if (!outcome.ok) return sendLinkRefused(request, reply, outcome);
    return sendHtml(reply, 200, renderResetPasswordPage({ token, language: languageOf(request) }));
  });

  scope.post(resetPasswordPath, { config: loginRateLimit(config) }, async (request, reply) => {
    const language = languageOf(request);
    const messages = idpMessagesFor(language);
    const form = ResetForm.parse(request.body ?? {});
    const peeked = await peekAccountToken(db, 'reset-password', form.token);
    if (!peeked.ok) return sendLinkRefused(request, reply, peeked);
    const refuse = (error: string, invalidField: CredentialField) =>
      sendHtml(reply, 400, renderResetPasswordPage({ token: form.token, error, invalidField, language }));
    if (form.password.length < passwordMinLength) return refuse(messages.passwordTooShort, 'password');
    if (form.password.length > passwordMaxLength) return refuse(messages.passwordTooLong, 'password');
    if (form.password !== form.passwordConfirmation) return refuse(messages.passwordMismatch, 'passwordConfirmation');
    const judgement = await judgePassword(form.password, [peeked.address]);
    if (!judgement.ok) return refuse(describePasswordWeakness(judgement, language), 'password');
    const passwordHash = await hashPassword(form.password);
    const outcome = await db.transaction(async (tx) => {
      const consumed = await consumeAccountToken(tx, 'reset-password', form.token);
      if (!consumed.ok) return consumed;
      await tx.update(idpAccounts).set({ passwordHash }).where(eq(idpAccounts.id, consumed.subject));
      await revokeAccountTokens(tx, 'reset-password', consumed.subject);
      await endAccountSessions(tx, consumed.subject);
      return consumed;
    });
    if (!outcome.ok) return sendLinkRefused(request, reply, outcome);
    return sendNotice(request, reply, 200, 'resetDoneTitle', messages.resetDoneText, { href: loginHref, label: 'loginNow' });
  });
};
