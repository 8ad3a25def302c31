import type { ApiArea } from '../api-area.js';
import type { ApiContext } from '../api-context.js';
import { registerContactRoute } from './contact-route.js';

export function contactArea(ctx: ApiContext): ApiArea {
  return { name: 'contact', public: (scope) => registerContactRoute(scope, ctx) };
}
