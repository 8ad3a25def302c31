import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '../../shared/ssr/boot-state.js';

/** Where `vite build --ssr` writes the renderer, beside the client build (dist/client → dist/ssr). */
export function pageRendererPath(clientDir: string): string {
  return path.join(clientDir, '..', 'ssr', 'entry-server.js');
}

/**
 * The page renderer built from src/client/entry-server.tsx, or undefined without a build (tests,
 * `npm run dev`): the pages are then rendered in the browser alone, as before.
 */
export async function loadPageRenderer(clientDir: string): Promise<RenderPage | undefined> {
  const file = pageRendererPath(clientDir);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: unknown };
  if (typeof module.renderPage !== 'function') throw new Error(`${file} exports no renderPage`);
  return module.renderPage as RenderPage;
}
