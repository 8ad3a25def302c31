/**
 * The page's only initial script (a few hundred bytes, no imports). A page the server rendered
 * (#root[data-ssr]) is complete HTML that paints and navigates without JavaScript: once it has
 * loaded and painted, the app (React, router, texts) is fetched and evaluated in small steps when
 * the browser is idle, then hydrates the page in short slices; the visitor's first interaction
 * hurries it. A press on a button, a choice in a select or a form sent before then is held and
 * replayed on the live page, so nothing the visitor does is lost. Pages the browser renders alone
 * load the app straight away.
 */
import { startDeferredHydration } from './app/deferred-hydration.js';

const runApp = (isUrgent = true) => import('./main.js').then(({ startApp }) => startApp(isUrgent));

const root = document.getElementById('root');
if (root?.hasAttribute('data-ssr') === true) startDeferredHydration(runApp, { loadModule: (url) => import(/* @vite-ignore */ url) });
else void runApp();
