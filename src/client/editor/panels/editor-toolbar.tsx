import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountSaveStatus } from '../account/account-save-status.js';
import { BoothPackButton } from '../booth-sync/booth-pack-publish.js';
import { PhotoPreviewControls } from '../photo-preview/photo-preview-controls.js';
import { useEditorTools } from '../tools/editor-tools.js';
import { exportFormats, type ExportFormat } from '../export/export-format.js';
import { PhotoWindowsSelect } from '../export/photo-windows-select.js';
import { useEditor, useEditorCommands } from '../editor-context.js';
import './editor-toolbar.css';

/**
 * The editor's top bar: undo and redo (disabled at either end), an account layout's save state,
 * the photo preview, then download as PNG or JPG, the print exports, publishing and share; it
 * starts the flows of useEditorTools(), whose dialogs mount in the dialogs list.
 */
export function EditorToolbar() {
  const { isReady } = useEditor();
  const { download, share, print, photoWindows, setPhotoWindows } = useEditorTools();
  const { isBusy: isDownloading, status, downloadsLeft } = download;
  const { t } = useTranslation();
  const { canUndo, canRedo } = useEditor();
  const { run } = useEditorCommands();
  const formatId = useId();
  const [format, setFormat] = useState<ExportFormat>('png');
  return (
    <div className="editor-toolbar" role="toolbar" aria-label={t('editor.toolbar.label')}>
      {/* Undo and redo as arrows (named and explained in their title) so the whole bar is one row at 1440 px. */}
      <button type="button" className="button button--secondary button--small editor-toolbar__icon" disabled={!canUndo} onClick={() => run('undo', undefined)} aria-label={t('editor.toolbar.undo')} title={t('editor.toolbar.undoShortcut')}>
        <span aria-hidden="true">↶</span>
      </button>
      <button type="button" className="button button--secondary button--small editor-toolbar__icon" disabled={!canRedo} onClick={() => run('redo', undefined)} aria-label={t('editor.toolbar.redo')} title={t('editor.toolbar.redoShortcut')}>
        <span aria-hidden="true">↷</span>
      </button>
      <AccountSaveStatus />
      <span className="editor-toolbar__spacer" />
      {/* A message about the last download floats under the bar: whole, and never moving the bar. */}
      <p className="editor-toolbar__status" role="status">
        {status}
      </p>
      <PhotoPreviewControls />
      <label className="editor-toolbar__format visually-hidden" htmlFor={formatId}>
        {t('editor.download.format')}
      </label>
      <select id={formatId} className="editor-toolbar__select" value={format} onChange={(event) => setFormat(event.target.value === 'jpg' ? 'jpg' : 'png')}>
        {exportFormats.map((option) => (
          <option key={option} value={option}>
            {option.toUpperCase()}
          </option>
        ))}
      </select>
      <PhotoWindowsSelect value={photoWindows} file={format} onChange={setPhotoWindows} isDisabled={isDownloading} noteShown="hidden" className="editor-toolbar__windows" />
      {downloadsLeft !== null && (
        <span className={downloadsLeft > 0 ? 'editor-toolbar__downloads' : 'editor-toolbar__downloads editor-toolbar__downloads--none'} data-testid="downloads-left">
          {downloadsLeft > 0 ? t('editor.download.left', { count: downloadsLeft }) : t('editor.download.leftNone')}
        </span>
      )}
      <button type="button" className="button button--primary button--small" disabled={!isReady || isDownloading} aria-busy={isDownloading} onClick={() => void download.download({ kind: 'image', format, photoWindows })}>
        {isDownloading ? t('editor.download.busy') : t('editor.download.button')}
      </button>
      <button type="button" className="button button--secondary button--small" disabled={!isReady || isDownloading} aria-haspopup="dialog" onClick={() => print.setIsOpen(true)}>
        {t('boothExport.open')}
      </button>
      <BoothPackButton />
      <button type="button" className="button button--secondary button--small" disabled={!isReady || share.isBusy} aria-busy={share.isBusy} onClick={share.share}>
        {t('editor.share.button')}
      </button>
    </div>
  );
}
