import type { ApiArea } from '../api-area.js';
import type { ApiContext } from '../api-context.js';
import { registerDeleteUnlockedTemplateRoute } from './delete-unlocked-template-route.js';
import { registerListUnlockedTemplatesRoute } from './list-unlocked-templates-route.js';

/** The templates an operator has unlocked with passes. */
export function unlockedArea(ctx: ApiContext): ApiArea {
  return {
    name: 'unlocked',
    operator: (scope) => {
      registerDeleteUnlockedTemplateRoute(scope, ctx);
      registerListUnlockedTemplatesRoute(scope, ctx);
    },
  };
}
