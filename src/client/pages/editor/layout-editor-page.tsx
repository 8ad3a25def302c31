import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorCodes } from '../../../shared/api/error-codes.js';
import type { LayoutRecord } from '../../../shared/api/layouts.js';
import { assertNever } from '../../../shared/util/assert-never.js';
import { ApiError } from '../../api/api-error.js';
import { serverMessageOf } from '../../api/server-message.js';
import { LoadingIndicator } from '../../app/loading-indicator.js';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { deleteLocalLayout, readLocalLayout } from '../../editor/autosave/account-layout-store.js';
import { hasUnsavedLocalWork, type LocalLayoutRecord } from '../../editor/autosave/local-layout-record.js';
import { RestoreDialog } from '../../editor/autosave/restore-dialog.js';
import { layoutsApi } from '../../layouts/layouts-api.js';
import { layoutsPagePath } from '../../layouts/layouts-page-path.js';
import { EditorMessage } from '../../editor/workspace/editor-message.js';
import { EditorWorkspace } from '../../editor/editor-workspace.js';
import { findTemplateFormat } from './find-template-format.js';
import { useIsNarrow } from './use-is-narrow.js';
import type { WorkspaceMode } from '../../editor/workspace/workspace-mode.js';
import './editor-page.css';

type LoadState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: string }
  /** The browser holds edits the server never acknowledged: 'Lavoro Rilevato'. */
  | { status: 'found'; record: LayoutRecord; local: LocalLayoutRecord }
  | { status: 'ready'; record: LayoutRecord; mode: Extract<WorkspaceMode, { kind: 'layout' }> };

function readyFromServer(record: LayoutRecord): LoadState {
  return { status: 'ready', record, mode: { kind: 'layout', layoutId: record.id, name: record.name, revision: record.revision, document: record.document, startsPending: false } };
}


/** /editor/layout/:layoutId: the editor on one of the operator's saved layouts (login required). */
export function LayoutEditorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.editor.title'));
  const { layoutId = '' } = useParams();
  const isNarrow = useIsNarrow();
  const [attempt, setAttempt] = useState(0);
  // Keyed by layout and attempt: another layout, or a retry, starts from 'loading' again.
  const key = `${layoutId}#${attempt}`;
  const [result, setResult] = useState<{ key: string; state: LoadState } | null>(null);
  const state: LoadState = result !== null && result.key === key ? result.state : { status: 'loading' };
  const setState = (next: LoadState) => setResult({ key, state: next });

  useEffect(() => {
    let isCurrent = true;
    const settle = (next: LoadState) => setResult({ key, state: next });
    void (async () => {
      try {
        // Always the stored revision: history state survives a reload and would be stale.
        const record = await layoutsApi.get(layoutId);
        const local = await readLocalLayout(layoutId);
        if (!isCurrent) return;
        settle(hasUnsavedLocalWork(local, record.document) ? { status: 'found', record, local } : readyFromServer(record));
      } catch (error) {
        if (!isCurrent) return;
        if (error instanceof ApiError && error.code === ErrorCodes.notFound) settle({ status: 'missing' });
        else settle({ status: 'failed', message: serverMessageOf(error) ?? t('layouts.defaultError') });
      }
    })();
    return () => {
      isCurrent = false;
    };
  }, [layoutId, key, t]);

  if (isNarrow) {
    return (
      <EditorMessage title={t('editor.desktopOnly.title')} text={t('editor.desktopOnly.text')}>
        <Link className="button button--primary" to="/dashboard">
          {t('editor.desktopOnly.back')}
        </Link>
      </EditorMessage>
    );
  }
  switch (state.status) {
    case 'loading':
      return <LoadingIndicator />;
    case 'missing':
      return (
        <EditorMessage title={t('editor.errors.title')} text={t('layouts.notFound')} isError>
          <Link className="button button--primary" to={layoutsPagePath}>
            {t('layouts.backToLayouts')}
          </Link>
        </EditorMessage>
      );
    case 'failed':
      return (
        <EditorMessage title={t('editor.errors.title')} text={t('layouts.loadError', { message: state.message })} isError>
          <button type="button" className="button button--primary" onClick={() => setAttempt((value) => value + 1)}>
            {t('layouts.retry')}
          </button>
        </EditorMessage>
      );
    case 'found': {
      const { record, local } = state;
      const onRestore = () =>
        setState({
          status: 'ready',
          record,
          mode: { kind: 'layout', layoutId: record.id, name: record.name, revision: local.baseRevision, document: local.document, startsPending: true },
        });
      const onDiscard = () => {
        void deleteLocalLayout(record.id);
        setState(readyFromServer(record));
      };
      return <RestoreDialog onRestore={onRestore} onDiscard={onDiscard} />;
    }
    case 'ready': {
      const { record, mode } = state;
      return (
        <EditorWorkspace
          key={`${record.id}:${mode.revision}:${String(mode.startsPending)}`}
          templatePath={mode.document.template.path}
          theme={record.theme}
          format={findTemplateFormat(mode.document.template)}
          mode={mode}
          {...(record.requestId === null ? {} : { requestId: record.requestId })}
          {...(record.requestForm == null ? {} : { form: record.requestForm })}
        />
      );
    }
    default:
      return assertNever(state);
  }
}
