import type { ApiArea } from '../api-area.js';
import type { ApiContext } from '../api-context.js';
import { registerDesktopLinkRoute } from './desktop-link-route.js';

/** The phone page's mail with the link to /prova: public, like the contact form. */
export function desktopLinkArea(ctx: ApiContext): ApiArea {
  return { name: 'desktop-link', public: (scope) => registerDesktopLinkRoute(scope, ctx) };
}
