import { ContactRequest, ContactResponse } from '../../../../shared/api/contact.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { saveContactMessage } from '../../../domain/save-contact-message.js';
import { AppError } from '../../../http/app-error.js';
import { publicFormBodyLimit } from '../../../http/public-form-body-limit.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import type { ApiContext } from '../api-context.js';
import { contactRateLimit } from '../../../plugins/rate-limit-configs.js';

/**
 * POST /api/contact: the contact page's form (spec part 2 "Contact page", §5), no login.
 * Stored in contact_messages and mailed to SUPPORT_EMAIL. Counted per client address
 * (RATE_LIMIT_CONTACT_PER_MINUTE); the CSRF guard already refuses cross-site posts.
 */
export function registerContactRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/contact', { bodyLimit: publicFormBodyLimit, config: contactRateLimit(ctx.config), schema: { response: { 201: ContactResponse } } }, async (request, reply) => {
    const body = parseContact(request.body);
    await saveContactMessage(ctx.db, { ...body, supportEmail: ctx.config.supportEmail });
    const response: ContactResponse = { success: true };
    return reply.status(201).send(response);
  });
}

/**
 * Like parseWith, but the message names what is wrong (every field's own Italian text), and
 * each detail carries zod's issue code, from which the page picks its translated field error.
 */
function parseContact(input: unknown) {
  const result = ContactRequest.safeParse(input);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code, message: issue.message }));
  const message = [...new Set(details.map((detail) => detail.message))].join(' ');
  throw new AppError(400, ErrorCodes.validationFailed, message, details);
}
