import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PurchaseType } from '../../../shared/api/checkout.js';
import { languageFromCookieHeader, type Language } from '../../../shared/i18n/language.js';
import { sandboxCheckoutSessions } from '../../db/schema.js';
import { accountPostRateLimit } from '../../plugins/rate-limit-configs.js';
import { productFor } from '../products.js';
import { buildSandboxEvent, toStripeCheckoutSession, toStripeSubscription } from './build-sandbox-event.js';
import { cardMessagesFor, checkTestCard } from './check-test-card.js';
import { deliverSandboxEvent } from './deliver-sandbox-event.js';
import { isSessionExpired, paySandboxSession, type SandboxSessionRow } from './pay-sandbox-session.js';
import { renderCheckoutPage } from './render-checkout-page.js';
import { renderSandboxNotice, sendPage } from './render-sandbox-page.js';
import { sandboxMessagesFor } from './sandbox-messages.js';
import type { SandboxContext } from './sandbox-context.js';

const field = z.string().max(300).default('');
const CheckoutForm = z.object({
  token: field,
  action: z.enum(['pay', 'cancel']).default('pay'),
  email: field,
  cardNumber: field,
  expiry: field,
  cvc: field,
});
type CheckoutForm = z.infer<typeof CheckoutForm>;

interface Params {
  sessionId: string;
}

/** GET and POST /sandbox/checkout/:sessionId: the sandbox's hosted checkout page. */
export function registerSandboxCheckoutRoutes(scope: FastifyInstance, ctx: SandboxContext): void {
  scope.get<{ Params: Params }>('/sandbox/checkout/:sessionId', async (request, reply) => {
    const language = languageFromCookieHeader(request.headers.cookie);
    const row = await findSession(ctx, request.params.sessionId);
    if (row === undefined) return sendPage(reply, 404, notFoundPage(language));
    const closed = closedPage(row, new Date(), language);
    if (closed !== undefined) return sendPage(reply, closed.status, closed.html);
    return sendPage(reply, 200, renderForm(ctx, row, language, {}));
  });

  scope.post<{ Params: Params }>('/sandbox/checkout/:sessionId', { config: accountPostRateLimit(ctx.config) }, async (request, reply) => {
    const language = languageFromCookieHeader(request.headers.cookie);
    const messages = sandboxMessagesFor(language);
    const row = await findSession(ctx, request.params.sessionId);
    if (row === undefined) return sendPage(reply, 404, notFoundPage(language));
    const closed = closedPage(row, new Date(), language);
    if (closed !== undefined) return sendPage(reply, closed.status, closed.html);
    const parsed = CheckoutForm.safeParse(request.body ?? {});
    if (!parsed.success || !ctx.signer.isCheckoutFormToken(row.id, parsed.data.token)) {
      return sendPage(reply, 403, renderSandboxNotice(language, messages.formInvalidTitle, messages.formInvalidText));
    }
    const form = parsed.data;
    if (form.action === 'cancel') return reply.redirect(row.cancelUrl, 303);

    const needsEmail = row.email === null;
    if (needsEmail && !z.email().safeParse(form.email.trim()).success) {
      return sendPage(reply, 422, renderForm(ctx, row, language, form, messages.emailInvalid));
    }
    const cardMessages = cardMessagesFor(language);
    const card = checkTestCard({ number: form.cardNumber, expiry: form.expiry, cvc: form.cvc }, new Date(), cardMessages);
    if (card.kind === 'invalid') return sendPage(reply, 422, renderForm(ctx, row, language, form, card.message));
    if (card.kind === 'declined') {
      request.log.info({ sessionId: row.id }, 'sandbox card declined');
      return sendPage(reply, 402, renderForm(ctx, row, language, form, cardMessages.declined));
    }

    // The sandbox's clock: a subscription bought after a test moved it starts then.
    const now = ctx.clock.now();
    const paid = await paySandboxSession(ctx.db, row, needsEmail ? form.email.trim() : null, now);
    if (paid === undefined) return sendPage(reply, 409, renderSandboxNotice(language, messages.paidTitle, messages.paidText));
    const events = [buildSandboxEvent('checkout.session.completed', toStripeCheckoutSession(paid.session), now)];
    if (paid.subscription !== undefined) events.push(buildSandboxEvent('customer.subscription.created', toStripeSubscription(paid.subscription), now));
    try {
      for (const event of events) await deliverSandboxEvent(ctx.app, ctx.webhookSecret, event);
    } catch (error) {
      request.log.error({ err: error, sessionId: row.id }, 'sandbox webhook delivery failed');
      return sendPage(reply, 502, renderSandboxNotice(language, messages.confirmFailedTitle, messages.confirmFailedText));
    }
    request.log.info({ sessionId: row.id, purchaseType: row.purchaseType }, 'sandbox checkout paid');
    return reply.redirect(row.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(row.id)), 303);
  });
}

async function findSession(ctx: SandboxContext, id: string): Promise<SandboxSessionRow | undefined> {
  if (id.length > 100) return undefined;
  const [row] = await ctx.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id)).limit(1);
  return row;
}

function notFoundPage(language: Language): string {
  const messages = sandboxMessagesFor(language);
  return renderSandboxNotice(language, messages.notFoundTitle, messages.notFoundText);
}

/** The page for a session that can no longer be paid (already paid, expired); undefined if it can. */
function closedPage(row: SandboxSessionRow, now: Date, language: Language): { status: number; html: string } | undefined {
  const messages = sandboxMessagesFor(language);
  if (row.status === 'paid') {
    const href = row.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(row.id));
    return { status: 200, html: renderSandboxNotice(language, messages.paidTitle, messages.paidText, { href, label: messages.continue }) };
  }
  if (isSessionExpired(row, now)) {
    return { status: 410, html: renderSandboxNotice(language, messages.expiredTitle, messages.expiredText, { href: row.cancelUrl, label: messages.backToSite }) };
  }
  return undefined;
}

function renderForm(ctx: SandboxContext, row: SandboxSessionRow, language: Language, values: Partial<CheckoutForm>, error?: string): string {
  const purchaseType = PurchaseType.parse(row.purchaseType);
  return renderCheckoutPage({
    sessionId: row.id,
    formToken: ctx.signer.checkoutFormToken(row.id),
    product: productFor(purchaseType, language),
    needsEmail: row.email === null,
    values,
    ...(error === undefined ? {} : { error }),
    language,
  });
}
