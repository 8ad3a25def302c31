import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../app/loading-indicator.js';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { useIsNarrow } from '../editor/use-is-narrow.js';
import { ProvaPhonePage } from './prova-phone-page.js';
import '../editor/editor-page.css';

// The editor (Konva, the panels) loads only where it opens: a phone gets the light page instead.
const ProvaEditor = lazy(() => import('./prova-editor.js').then((module) => ({ default: module.ProvaEditor })));

/**
 * /prova: the demo editor, open to everyone. Under the editor's width the desktop
 * notice stays, with what a phone can do instead: mail the link to a computer, and see the
 * templates as they open, with sample photos.
 */
export function ProvaPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.prova.title'));
  const isNarrow = useIsNarrow();
  if (isNarrow) return <ProvaPhonePage />;
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <ProvaEditor />
    </Suspense>
  );
}
