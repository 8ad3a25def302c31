import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessScope } from '../../auth/route-access.js';
import type { ZodScope } from '../../http/zod-scope.js';

type RegisterRoutes = (scope: ZodScope) => void | Promise<void>;

/**
 * One API area (routes/api/<area>/): its routes anyone may call and its routes for a signed-in
 * operator. Each part is registered in a scope of its own whose access hook runs before the body
 * is read, so no handler checks the session by hand. The scopes are typed by the shared zod
 * schemas the routes declare (`schema: { body, params, querystring }`).
 */
export interface ApiArea {
  name: string;
  public?: RegisterRoutes;
  operator?: RegisterRoutes;
}

export async function registerApiArea(app: FastifyInstance, area: ApiArea): Promise<void> {
  const { public: publicRoutes, operator: operatorRoutes } = area;
  if (publicRoutes !== undefined) {
    await app.register(async (scope) => {
      accessScope(scope, 'public');
      await publicRoutes(scope.withTypeProvider<ZodTypeProvider>());
    });
  }
  if (operatorRoutes !== undefined) {
    await app.register(async (scope) => {
      accessScope(scope, 'operator');
      await operatorRoutes(scope.withTypeProvider<ZodTypeProvider>());
    });
  }
}
