import { CreateDraftRequest, CreateDraftResponse, maxDraftBytes } from '../../../../shared/api/drafts.js';
import { ErrorCodes } from '../../../../shared/api/error-codes.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { createDraft } from '../../../domain/create-draft.js';
import { getUserPlan } from '../../../domain/get-user-plan.js';
import { AppError } from '../../../http/app-error.js';
import { storageQuotaError } from '../../../http/storage-quota-error.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import { connectionClosedSignal } from '../../../http/connection-closed-signal.js';
import { decodePngDataUrl } from '../../../images/decode-png-data-url.js';
import { draftRateLimit } from '../../../plugins/rate-limit-configs.js';
import { renderLayoutDraft } from '../../../render/render-layout-draft.js';
import { stampDraft } from '../../../render/stamp-draft.js';
import type { NormalisedPng } from '../../../images/normalise-png.js';
import type { ApiContext } from '../api-context.js';
import { renderSourcesOf } from '../../../render/gather-render-job.js';
import { apiMessage } from '../../../../shared/api/api-messages.js';

/** The largest draft as base64 (4/3), plus room for the JSON around it and the draft id. */
export const createDraftBodyLimit = Math.ceil(maxDraftBytes / 3) * 4 + 64 * 1024;

/**
 * POST /api/create-draft: stores the draft PNG an operator shares with a client (of an account
 * layout: drawn here, see renderLayoutDraft). The spec
 * needs no login here; we require an operator session so that a shared link cannot be used by
 * strangers to store files on our server.
 */
export function registerCreateDraftRoute(app: ZodScope, ctx: ApiContext): void {
  app.post('/api/create-draft', { bodyLimit: createDraftBodyLimit, config: draftRateLimit(ctx.config, ctx.resolver), ...ctx.uploadGate.routeHooks(), schema: { body: CreateDraftRequest, response: { 201: CreateDraftResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const { body } = request;
    const layout = body.layoutId === undefined || body.layoutRevision === undefined ? undefined : { layoutId: body.layoutId, layoutRevision: body.layoutRevision };
    // An account layout's draft is drawn by the server from the revision shared: an image sent
    // along is ignored, so a draft never shows what the layout does not.
    const signal = connectionClosedSignal(reply);
    let png: Buffer;
    if (layout !== undefined) {
      const drawn = await renderLayoutDraft({ ...renderSourcesOf(ctx), pool: ctx.renderPool }, userId, layout, signal);
      if (drawn === null) throw new AppError(404, ErrorCodes.notFound, apiMessage('layoutNotFound'));
      png = drawn;
    } else {
      png = decodePngDataUrl(body.image ?? '', maxDraftBytes);
    }
    // A browser's image names no template, so only the annual plan (upload rights on every
    // template) keeps it clean: anyone else's gets 'BOZZA' drawn by the server, whatever the
    // browser drew, so the server never stores a clean image for an operator not entitled to it.
    const stamp = layout === undefined && (await getUserPlan(ctx.db, userId)).type !== 'Annuale' ? { stamp: (image: NormalisedPng) => stampDraft(ctx.renderPool, image, { owner: userId, signal }) } : {};
    const result = await createDraft(ctx.db, ctx.blobs, { userId, draftId: body.draftId, png, ...stamp, ...(layout === undefined ? {} : { layout }) }, ctx.config.uploads);
    if (result === 'layout-not-found') throw new AppError(404, ErrorCodes.notFound, apiMessage('layoutNotFound'));
    if (result === 'exists') throw new AppError(409, ErrorCodes.draftExists, apiMessage('draftExists'));
    if (result !== 'created') throw storageQuotaError(result);
    const response: CreateDraftResponse = { success: true, draftId: body.draftId };
    return reply.status(201).send(response);
  });
}
