import { ListBrandFontsResponse } from '../../../../shared/api/brand-fonts.js';
import { signedInOperator } from '../../../auth/route-access.js';
import { listBrandFonts } from '../../../domain/list-brand-fonts.js';
import type { ZodScope } from '../../../http/zod-scope.js';
import type { ApiContext } from '../api-context.js';

/** GET /api/brand-fonts → the caller's own fonts (whatever the plan now: their layouts may use them). */
export function registerListBrandFontsRoute(app: ZodScope, ctx: ApiContext): void {
  app.get('/api/brand-fonts', { schema: { response: { 200: ListBrandFontsResponse } } }, async (request, reply) => {
    const userId = signedInOperator(request).userId;
    const body: ListBrandFontsResponse = { fonts: await listBrandFonts(ctx.db, userId) };
    return reply.header('Cache-Control', 'private, no-cache').send(body);
  });
}
