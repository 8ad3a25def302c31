import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '../../../shared/api/error-codes.js';
import { templatesPrefix } from '../../../shared/catalog/template-entry.js';
import type { TemplateOriginalFiles } from '../../catalog/template-original-file.js';
import type { Database } from '../../db/client.js';
import { isEntitledToTemplate } from '../../domain/template-entitlement.js';
import { AppError } from '../../http/app-error.js';
import { apiMessage } from '../../../shared/api/api-messages.js';

export interface TemplateOriginalContext {
  db: Database;
  originals: TemplateOriginalFiles;
}

/**
 * GET /assets/templates/{theme}/{format}/{name}.png: a built-in template's print original, at
 * the URL that is the template's identity, for an operator entitled to it only (annual plan or
 * a pass for it), never kept by a shared cache. A visitor gets 401, another operator 403; the
 * public catalogue and the free editors use the display copy beside it (display/{name}.webp).
 * The file lies outside the public build, so this route is its only way out.
 */
export function registerTemplateOriginalRoute(app: FastifyInstance, ctx: TemplateOriginalContext): void {
  // 'optional': the access hook loads the session if there is one; an unknown file is 404 for anyone, then a visitor gets 401.
  app.get<{ Params: { theme: string; format: string; file: string } }>(`${templatesPrefix}:theme/:format/:file`, { config: { access: 'optional' } }, async (request, reply) => {
    const { theme, format, file } = request.params;
    const originalPath = `${templatesPrefix}${theme}/${format}/${file}`;
    const onDisk = await ctx.originals.find(originalPath);
    if (onDisk === null) throw new AppError(404, ErrorCodes.notFound, apiMessage('notFound'));
    const operator = request.operator;
    if (operator === null) throw new AppError(401, ErrorCodes.unauthenticated, apiMessage('accessRequired'));
    if (!(await isEntitledToTemplate(ctx.db, operator.userId, originalPath))) throw new AppError(403, ErrorCodes.artworkNotEntitled, apiMessage('artworkNotEntitled'));
    const { size } = await stat(onDisk);
    return reply
      .type('image/png')
      .header('Content-Length', size)
      .header('Cache-Control', 'private, max-age=600')
      .header('Vary', 'Cookie')
      .header('X-Content-Type-Options', 'nosniff')
      .send(createReadStream(onDisk));
  });
}
