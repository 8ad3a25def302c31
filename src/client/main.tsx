import './api/configure-zod';
import { createRoot } from 'react-dom/client';
import { createClientTree } from './app/client-tree';
import { hydrateApp } from './app/hydrate-app';
import { readBootState } from './app/read-boot-state';
import { i18nReady } from './i18n/i18n';
import './app/theme.css';
import './app/base.css';

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html has no #root element');
const bootState = readBootState(rootElement);

if (bootState === null) {
  // Italian visitors render at once; those who chose English once its texts have arrived.
  void i18nReady.then(() => createRoot(rootElement).render(createClientTree(null)));
} else {
  void hydrateApp(rootElement, bootState);
}
