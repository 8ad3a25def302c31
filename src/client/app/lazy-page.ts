import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named export (our files have no default exports). */
export function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
