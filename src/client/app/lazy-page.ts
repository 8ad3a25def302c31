import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

/** A lazily loaded page that can be fetched ahead of its first render. */
export type LazyPage = FunctionComponent & { preload: () => Promise<void> };

/**
 * React.lazy for a module's named export (our files have no default exports). Once preloaded
 * (preload-route.ts: before the server renders a page and before the browser hydrates it) the
 * page renders at once instead of suspending: server and browser then produce the same HTML in
 * one pass, and hydration has no pending boundary.
 */
export function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const loadOnce = () => {
    pending ??= load().then((module) => {
      loaded = module[name];
      return loaded;
    });
    return pending;
  };
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  const Page: FunctionComponent = () => (loaded === undefined ? createElement(Lazy) : createElement(loaded));
  return Object.assign(Page, { preload: () => loadOnce().then(() => undefined) });
}
