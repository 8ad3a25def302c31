import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

function hasPreload(value: unknown): value is { preload: () => Promise<void> } {
  return (typeof value === 'function' || typeof value === 'object') && value !== null && 'preload' in value && typeof value.preload === 'function';
}

/** Loads the lazy pages (lazy-page.ts) the route table shows at `pathname`, so they render without suspending. */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
      return hasPreload(type) ? type.preload() : undefined;
    }),
  );
}
