import formbody from '@fastify/formbody';
// Type-only: brings the `config.rateLimit` route option into fastify's types.
import type {} from '@fastify/rate-limit';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction, InteractionResults, Provider } from 'oidc-provider';
import { errors } from 'oidc-provider';
import { z } from 'zod';
import type { AccountStore, CreateAccountResult, VerifyPasswordResult } from './account-store.js';
import type { CredentialField } from './credential-field.js';
import { grantMissingConsent } from './grant-missing-consent.js';
import { idpPrefix } from './idp-constants.js';
import { describePasswordWeakness } from '../../shared/auth/password-feedback.js';
import { languageFromCookieHeader } from '../../shared/i18n/language.js';
import type { IdpMessageKey } from './idp-messages.js';
import { idpMessagesFor } from './idp-messages.js';
import { judgePassword } from './judge-password.js';
import { loadInteraction } from './load-interaction.js';
import type { CredentialsFormKind } from './parse-credentials-form.js';
import { parseCredentialsForm } from './parse-credentials-form.js';
import { renderLoginPage } from './render-login-page.js';
import { renderNoticePage } from './render-notice-page.js';
import { renderSignupPage } from './render-signup-page.js';

export interface InteractionRoutesOptions {
  provider: Provider;
  accounts: AccountStore;
  publicUrl: string;
  loginPerMinute: number;
  headers: Readonly<Record<string, string>>;
}

type InteractionRequest = FastifyRequest<{ Params: { uid: string }; Querystring: { screen?: unknown } }>;
type Outcome = CreateAccountResult | VerifyPasswordResult;
type Failure = Extract<Outcome, { ok: false }>['reason'];

const UidParams = z.object({ uid: z.string() });

/**
 * The login and sign-up screens oidc-provider redirects to (/idp/interaction/:uid). Registered
 * in its own encapsulated plugin so form parsing and the HTML error handler stay here.
 */
export const interactionRoutes: FastifyPluginAsync<InteractionRoutesOptions> = async (scope, options) => {
  const { provider, accounts, publicUrl, headers } = options;
  await scope.register(formbody);

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).headers(headers).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

  // The language the visitor chose in the SPA (cornice_lang cookie); Italian otherwise.
  const languageOf = (request: FastifyRequest) => languageFromCookieHeader(request.headers.cookie);

  const sendExpired = (request: FastifyRequest, reply: FastifyReply) => {
    const language = languageOf(request);
    const messages = idpMessagesFor(language);
    return sendHtml(reply, 400, renderNoticePage({
      title: messages.expiredTitle,
      text: messages.expiredText,
      link: { href: `${publicUrl}/auth/login`, label: messages.backToLogin },
      isAlert: true,
      language,
    }));
  };

  // interactionResult stores the result and returns the resume URL, the same work
  // interactionFinished does minus writing the raw response, so fastify can still send it.
  const finish = async (request: InteractionRequest, reply: FastifyReply, result: InteractionResults, merge: boolean) => {
    try {
      const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: merge });
      return reply.redirect(returnTo, 303);
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return sendExpired(request, reply);
      throw error;
    }
  };

  const finishConsent = async (request: InteractionRequest, reply: FastifyReply, interaction: Interaction) =>
    finish(request, reply, { consent: { grantId: await grantMissingConsent(provider, interaction) } }, true);

  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    const language = languageOf(request);
    const messages = idpMessagesFor(language);
    if (status === 429) {
      const params = UidParams.safeParse(request.params);
      const href = params.success ? `${idpPrefix}/interaction/${encodeURIComponent(params.data.uid)}` : `${publicUrl}/auth/login`;
      const link = { href, label: messages.backToLogin };
      return sendHtml(reply, 429, renderNoticePage({ title: messages.tooManyAttemptsTitle, text: messages.tooManyAttempts, link, isAlert: true, language }));
    }
    if (status >= 500) request.log.error({ err: error }, 'embedded IdP interaction failed');
    const link = { href: `${publicUrl}/auth/login`, label: messages.backToLogin };
    return sendHtml(reply, status, renderNoticePage({ title: messages.errorTitle, text: messages.errorText, link, isAlert: true, language }));
  });

  scope.get<{ Params: { uid: string }; Querystring: { screen?: unknown } }>(`${idpPrefix}/interaction/:uid`, async (request, reply) => {
    const interaction = await loadInteraction(provider, request, reply);
    if (interaction === undefined) return sendExpired(request, reply);
    if (interaction.prompt.name === 'consent') return finishConsent(request, reply, interaction);
    const loginHint = interaction.params.login_hint;
    const page = { uid: interaction.uid, email: typeof loginHint === 'string' ? loginHint : undefined, language: languageOf(request) };
    const screen = pickScreen(request.query.screen, interaction.params.screen_hint);
    return sendHtml(reply, 200, screen === 'signup' ? renderSignupPage(page) : renderLoginPage(page));
  });

  const onSubmit = (kind: CredentialsFormKind) => async (request: InteractionRequest, reply: FastifyReply) => {
    const interaction = await loadInteraction(provider, request, reply);
    if (interaction === undefined) return sendExpired(request, reply);
    if (interaction.prompt.name === 'consent') return finishConsent(request, reply, interaction);
    const form = parseCredentialsForm(kind, request.body);
    const language = languageOf(request);
    const renderText = (status: number, error: string, invalidField: CredentialField) => {
      const page = { uid: interaction.uid, email: form.email, error, invalidField, language };
      return sendHtml(reply, status, kind === 'signup' ? renderSignupPage(page) : renderLoginPage(page));
    };
    const render = (status: number, error: IdpMessageKey, invalidField: CredentialField) =>
      renderText(status, idpMessagesFor(language)[error], invalidField);
    if (!form.ok) return render(400, form.error, form.field);
    if (kind === 'signup') {
      const judgement = await judgePassword(form.password, [form.email]);
      if (!judgement.ok) return renderText(400, describePasswordWeakness(judgement, language), 'password');
    }
    const outcome: Outcome =
      kind === 'signup' ? await accounts.create(form.email, form.password) : await accounts.verifyPassword(form.email, form.password);
    if (!outcome.ok) {
      const { status, error, field } = describeFailure(outcome.reason);
      return render(status, error, field);
    }
    return finish(request, reply, { login: { accountId: outcome.account.id } }, false);
  };

  const rateLimit = { max: options.loginPerMinute, timeWindow: '1 minute' };
  scope.post(`${idpPrefix}/interaction/:uid/login`, { config: { rateLimit } }, onSubmit('login'));
  scope.post(`${idpPrefix}/interaction/:uid/signup`, { config: { rateLimit } }, onSubmit('signup'));
};

/** `?screen=` (the links between the two pages) wins over the BFF's screen_hint. */
function pickScreen(requested: unknown, hint: unknown): CredentialsFormKind {
  if (requested === 'signup' || requested === 'login') return requested;
  return hint === 'signup' ? 'signup' : 'login';
}

function describeFailure(reason: Failure): { status: number; error: IdpMessageKey; field: CredentialField } {
  switch (reason) {
    case 'invalid-credentials':
      return { status: 401, error: 'invalidCredentials', field: 'password' };
    case 'duplicate-email':
      return { status: 409, error: 'duplicateEmail', field: 'email' };
    default: {
      const unhandled: never = reason;
      throw new Error(`unhandled account failure ${String(unhandled)}`);
    }
  }
}
