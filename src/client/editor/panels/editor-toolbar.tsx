import { useTranslation } from 'react-i18next';
import './editor-toolbar.css';

interface EditorToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}

/** The editor's top bar: undo and redo, disabled at either end of the history. */
export function EditorToolbar({ canUndo, canRedo, onUndo, onRedo }: EditorToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="editor-toolbar" role="toolbar" aria-label={t('editor.toolbar.label')}>
      <button type="button" className="button button--secondary button--small" disabled={!canUndo} onClick={onUndo} title={t('editor.toolbar.undoShortcut')}>
        {t('editor.toolbar.undo')}
      </button>
      <button type="button" className="button button--secondary button--small" disabled={!canRedo} onClick={onRedo} title={t('editor.toolbar.redoShortcut')}>
        {t('editor.toolbar.redo')}
      </button>
    </div>
  );
}
