import { ApprovalPublishResponse, SetApprovalPublishRequest } from '../../../../shared/api/approval-publish.js';
import { defaultPrinterId } from '../../../../shared/print/printer-presets.js';
import { signedInOperator } from '../../../auth/route-access.js';
import type { BoothPackContext } from '../../../booth-packs/booth-pack-context.js';
import { getApprovalPublish, setApprovalPublish } from '../../../domain/approval-publish/approval-publish-settings.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { LayoutIdParams, layoutNotFound } from '../layouts/layout-route-support.js';

const path = '/api/layouts/:id/booth-pack/approval-publish';

/**
 * 'Pubblica in cabina quando il cliente approva': the owner reads the layout's setting with its
 * latest run, and turns it on (with the pack's printer and language) or off. A visitor gets 401,
 * another operator's layout 404.
 */
export function registerApprovalPublishRoutes(app: ZodScope, ctx: BoothPackContext): void {
  const read = async (userId: string, layoutId: string) => {
    const state = await getApprovalPublish(ctx.db, { userId, layoutId });
    if (state === undefined) throw layoutNotFound();
    return ApprovalPublishResponse.parse(state);
  };

  app.get(path, { schema: { params: LayoutIdParams, response: { 200: ApprovalPublishResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    return reply.header('Cache-Control', 'private, no-store').send(await read(userId, request.params.id));
  });

  app.put(path, { schema: { params: LayoutIdParams, body: SetApprovalPublishRequest, response: { 200: ApprovalPublishResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const layoutId = request.params.id;
    const { body } = request;
    const settings = body.isEnabled ? { printerId: body.printerId ?? defaultPrinterId, language: body.language ?? 'it' } : null;
    if (!(await setApprovalPublish(ctx.db, { userId, layoutId, settings }))) throw layoutNotFound();
    return reply.header('Cache-Control', 'no-store').send(await read(userId, layoutId));
  });
}
