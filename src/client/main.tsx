import './api/configure-zod';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { SessionProvider } from './api/session-provider';
import { createAppRouter } from './app/create-app-router';
import { i18n, i18nReady } from './i18n/i18n';
import './app/theme.css';
import './app/base.css';

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html has no #root element');
const router = createAppRouter();

// Italian visitors render at once; those who chose English once its texts have arrived.
void i18nReady.then(() =>
  createRoot(rootElement).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </I18nextProvider>
    </StrictMode>,
  ),
);
