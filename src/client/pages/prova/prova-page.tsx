import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buildLoginUrl } from '../../app/auth-urls';
import { useDocumentTitle } from '../../app/use-document-title';
import { useSession } from '../../api/use-session';
import { EditorMessage } from '../editor/editor-message';
import { EditorWorkspace } from '../editor/editor-workspace';
import { resolveTemplateSource } from '../editor/template-path';
import { useIsNarrow } from '../editor/use-is-narrow';
import { demoTemplate } from './demo-template';
import type { WorkspaceMode } from '../editor/workspace-mode';

const demoMode: WorkspaceMode = { kind: 'demo' };
import '../editor/editor-page.css';
import './prova-page.css';

/**
 * /prova: the demo editor, open to everyone, on the default wedding postcard with the visitor's
 * limits (spec §6: sample fonts and clip-art, no upload, no download).
 */
export function ProvaPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.prova.title'));
  const isNarrow = useIsNarrow();
  const { me } = useSession();
  const source = resolveTemplateSource(demoTemplate);
  // The designed starter with sample photos is the demo's first face; '?layout=vuoto' opens the
  // bare template with the default text, as 'Layout vuoto' does for an operator.
  const [params] = useSearchParams();
  const start = params.get('layout') === 'vuoto' ? undefined : 'starter';

  if (isNarrow) {
    return (
      <EditorMessage title={t('editor.desktopOnly.title')} text={t('editor.desktopOnly.text')}>
        <Link className="button button--primary" to="/">
          {t('prova.backHome')}
        </Link>
      </EditorMessage>
    );
  }
  if (!source.ok) return <EditorMessage title={t('editor.errors.title')} text={t('editor.errors.badPath')} isError />;
  return (
    <div className="prova-page">
      <div className="prova-page__intro">
        <p className="prova-page__lead">
          <strong>{t('pages.prova.title')}</strong> {t('prova.lead')}
        </p>
        {me.user === null ? (
          <a className="button button--primary button--small" href={buildLoginUrl('/dashboard', { isSignup: true })}>
            {t('prova.signUp')}
          </a>
        ) : (
          <Link className="button button--primary button--small" to="/choose-theme">
            {t('prova.createLayout')}
          </Link>
        )}
      </div>
      <EditorWorkspace templatePath={source.path} theme={demoTemplate.theme} format={source.format} mode={demoMode} {...(start === undefined ? {} : { start })} />
    </div>
  );
}
