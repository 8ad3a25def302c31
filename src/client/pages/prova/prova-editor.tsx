import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buildLoginUrl } from '../../app/auth-urls.js';
import { useSession } from '../../api/use-session.js';
import { EditorMessage } from '../../editor/workspace/editor-message.js';
import { EditorWorkspace } from '../../editor/editor-workspace.js';
import { resolveTemplateSource } from '../editor/template-path.js';
import { demoTemplate } from './demo-template.js';
import type { WorkspaceMode } from '../../editor/workspace/workspace-mode.js';
import './prova-page.css';

const demoMode: WorkspaceMode = { kind: 'demo' };

/**
 * The demo editor of /prova on a computer, on the default wedding postcard with the visitor's
 * limits (sample fonts and clip-art, no upload, no download). Its own chunk: a phone
 * never loads it (prova-page.tsx).
 */
export function ProvaEditor() {
  const { t } = useTranslation();
  const { me } = useSession();
  const source = resolveTemplateSource(demoTemplate);
  // The designed starter with sample photos is the demo's first face; '?layout=vuoto' opens the
  // bare template with the default text, as 'Layout vuoto' does for an operator.
  const [params] = useSearchParams();
  const start = params.get('layout') === 'vuoto' ? undefined : 'starter';

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
