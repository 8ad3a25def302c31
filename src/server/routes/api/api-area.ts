import type { FastifyInstance } from 'fastify';
import { accessScope } from '../../auth/route-access.js';

type RegisterRoutes = (scope: FastifyInstance) => void | Promise<void>;

/**
 * One API area (routes/api/<area>/): its routes anyone may call and its routes for a signed-in
 * operator. Each part is registered in a scope of its own whose access hook runs before the body
 * is read, so no handler checks the session by hand.
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
      await publicRoutes(scope);
    });
  }
  if (operatorRoutes !== undefined) {
    await app.register(async (scope) => {
      accessScope(scope, 'operator');
      await operatorRoutes(scope);
    });
  }
}
