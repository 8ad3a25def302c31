import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useSession } from '../../api/use-session.js';
import { useDocumentTitle } from '../../app/use-document-title.js';
import type { EditorStart } from '../../catalog/templates/editor-route.js';
import { EditorMessage } from '../../editor/workspace/editor-message.js';
import { EditorWorkspace, type EditorForm } from '../../editor/editor-workspace.js';
import type { WorkspaceMode } from '../../editor/workspace/workspace-mode.js';
import { resolveTemplateSource } from './template-path.js';
import { useCreateLayout } from './use-create-layout.js';
import { useIsNarrow } from './use-is-narrow.js';
import './editor-page.css';

/**
 * /editor/:theme/:format/:fileName: a template opened for an operator (login required). It becomes
 * a layout in the account, and the editor moves to /editor/layout/:id.
 */
export function EditorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.editor.title'));
  const params = useParams();
  const location = useLocation();
  const isNarrow = useIsNarrow();
  const navigation = readNavigationState(location.state);
  const { me } = useSession();
  const source = resolveTemplateSource(params, navigation.original, me.user?.id);
  const creation = useCreateLayout(source.ok ? source.path : '', navigation.requestId);
  // One mode object while onReady stays: the editor's context value holds it.
  const mode = useMemo<WorkspaceMode>(() => ({ kind: 'create', onReady: creation.onReady }), [creation.onReady]);

  if (isNarrow) {
    return (
      <EditorMessage title={t('editor.desktopOnly.title')} text={t('editor.desktopOnly.text')}>
        <Link className="button button--primary" to="/dashboard">
          {t('editor.desktopOnly.back')}
        </Link>
      </EditorMessage>
    );
  }
  if (!source.ok) return <EditorMessage title={t('editor.errors.title')} text={t('editor.errors.badPath')} isError />;
  if (creation.state.status === 'failed') {
    return (
      <EditorMessage title={t('editor.errors.title')} text={t('layouts.createError', { message: creation.state.message })} isError>
        <button type="button" className="button button--primary" onClick={creation.retry}>
          {t('layouts.retry')}
        </button>
      </EditorMessage>
    );
  }
  return (
    <EditorWorkspace
      key={source.path}
      templatePath={source.path}
      theme={params['theme'] ?? ''}
      format={source.format}
      {...(navigation.form === undefined ? {} : { form: navigation.form })}
      mode={mode}
      {...(navigation.start === undefined ? {} : { start: navigation.start })}
      {...(navigation.requestId === undefined ? {} : { requestId: navigation.requestId })}
    />
  );
}

/**
 * Navigation state is untyped history data: read only what has the expected shape. The catalogue
 * and the dashboard's requests open the starter layout ('Layout vuoto' asks for an empty start);
 * an address typed or bookmarked, with no state, opens as before, with the default text only.
 */
function readNavigationState(state: unknown): { original?: string; form?: EditorForm; requestId?: string; start?: EditorStart } {
  if (typeof state !== 'object' || state === null) return {};
  const record = state as Record<string, unknown>;
  const template = record['template'];
  const original = typeof template === 'object' && template !== null ? (template as Record<string, unknown>)['original'] : undefined;
  const rawForm = record['form'];
  const form: EditorForm = {};
  if (typeof rawForm === 'object' && rawForm !== null) {
    const { names, eventDate } = rawForm as Record<string, unknown>;
    if (typeof names === 'string') form.names = names;
    if (typeof eventDate === 'string') form.eventDate = eventDate;
  }
  const requestId = record['requestId'];
  const start: EditorStart = record['start'] === 'empty' ? 'empty' : 'starter';
  return { start, ...(typeof original === 'string' ? { original } : {}), ...(typeof requestId === 'string' && requestId !== '' ? { requestId } : {}), form };
}
