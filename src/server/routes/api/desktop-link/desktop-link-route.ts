import { DesktopLinkRequest, desktopLinkPath, DesktopLinkResponse } from '../../../../shared/api/desktop-link.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { sendDesktopLink } from '../../../domain/send-desktop-link.js';
import { AppError } from '../../../http/app-error.js';
import { contactRateLimit } from '../../../plugins/rate-limit-configs.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import type { ApiContext } from '../api-context.js';

/** An address and its JSON wrapping: a few hundred bytes; anything larger is refused unread. */
export const desktopLinkBodyLimit = 1024;

/**
 * POST /api/desktop-link: the phone page of /prova mails its visitor the link to open on a
 * computer. No login; counted per client address like the contact form (each one may send a
 * mail), and one mail an hour per recipient (sendDesktopLink). The answer is the same either way.
 */
export function registerDesktopLinkRoute(app: ZodScope, ctx: ApiContext): void {
  app.post(desktopLinkPath, { bodyLimit: desktopLinkBodyLimit, config: contactRateLimit(ctx.config), schema: { response: { 202: DesktopLinkResponse } } }, async (request, reply) => {
    const body = parseDesktopLink(request.body);
    await sendDesktopLink(ctx.db, { email: body.email, publicUrl: ctx.config.publicUrl });
    const response: DesktopLinkResponse = { success: true };
    return reply.status(202).send(response);
  });
}

/** A refusal says what is wrong with the address in Italian (the schema's own message), with zod's code. */
function parseDesktopLink(input: unknown) {
  const result = DesktopLinkRequest.safeParse(input);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code, message: issue.message }));
  throw new AppError(400, ErrorCodes.validationFailed, [...new Set(details.map((detail) => detail.message))].join(' '), details);
}
