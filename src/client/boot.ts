/**
 * The page's only initial script (a few hundred bytes, no imports). A page the server rendered
 * (#root[data-ssr]) is complete HTML that paints and navigates without JavaScript: the app
 * (React, router, texts) is fetched after the load event, when the browser is idle, or at once
 * on the visitor's first interaction, then hydrates the page. A press on a button, a choice in a
 * select or a form sent before then is held and replayed on the live page, so nothing the
 * visitor does is lost. A page marked data-hydrate="idle" (the client's draft page, drawn by the
 * browser) starts the app once loaded and idle instead of fetching it only. Pages the browser
 * renders alone load the app straight away.
 */
import { startDeferredHydration } from './app/deferred-hydration';

const root = document.getElementById('root');
if (root?.hasAttribute('data-ssr') === true) startDeferredHydration(() => import('./main'), { startWhenIdle: root.getAttribute('data-hydrate') === 'idle' });
else void import('./main');
