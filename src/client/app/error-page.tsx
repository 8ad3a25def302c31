import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import './error-page.css';

/** The root route's errorElement: a rendering failure, with what we know about it. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { summary, stack } = describeError(error);

  return (
    <main className="error-page">
      <h1>{t('errorPage.title')}</h1>
      <p className="error-page__summary">{summary}</p>
      {stack !== null && <pre className="error-page__stack" aria-label={t('errorPage.stackLabel')}>{stack}</pre>}
      {/* A plain link: a full load starts the app over, which is what recovers from a broken state. */}
      <a className="button button--primary" href="/">
        {t('errorPage.backHome')}
      </a>
    </main>
  );
}

function describeError(error: unknown): { summary: string; stack: string | null } {
  if (isRouteErrorResponse(error)) return { summary: `${error.status} ${error.statusText}`.trim(), stack: null };
  if (error instanceof Error) return { summary: error.message, stack: error.stack ?? null };
  return { summary: String(error), stack: null };
}
