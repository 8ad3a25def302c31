import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoWindows } from '../../../shared/render/photo-windows.js';
import { exportFormats, type ExportFormat } from '../export/export-format';
import { PhotoWindowsSelect } from '../export/photo-windows-select';
import { useEditor, useEditorCommands } from '../editor-context';
import './editor-toolbar.css';

interface EditorToolbarProps {
  /** False until the document exists. */
  isReady: boolean;
  isDownloading: boolean;
  onDownload: (format: ExportFormat) => void;
  /** What the photo frames of a download show ('Finestre foto'). */
  photoWindows: PhotoWindows;
  onPhotoWindowsChange: (value: PhotoWindows) => void;
  /** Opens the print exports (booth zip, 2-up sheet, PDF). */
  onOpenPrint: () => void;
  isSharing: boolean;
  onShare: () => void;
  /** The last download's outcome, read out politely. */
  status: string;
  /** An account layout's save state (and the way back to a closed conflict dialog). */
  saveStatus?: ReactNode;
  /** An account layout's 'Pubblica per la cabina' button. */
  publishAction?: ReactNode;
  /** 'Anteprima con foto' and 'Stampa di prova' (photo-preview/). */
  photoPreview?: ReactNode;
  /** A pass's downloads left for this template (null or absent: not counted). */
  downloadsLeft?: number | null;
}

/** The editor's top bar: undo and redo (disabled at either end), then download as PNG or JPG and share. */
export function EditorToolbar({ isReady, isDownloading, onDownload, photoWindows, onPhotoWindowsChange, onOpenPrint, isSharing, onShare, status, saveStatus, publishAction, photoPreview, downloadsLeft = null }: EditorToolbarProps) {
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
      {saveStatus}
      <span className="editor-toolbar__spacer" />
      {/* A message about the last download floats under the bar: whole, and never moving the bar. */}
      <p className="editor-toolbar__status" role="status">
        {status}
      </p>
      {photoPreview}
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
      <PhotoWindowsSelect value={photoWindows} file={format} onChange={onPhotoWindowsChange} isDisabled={isDownloading} noteShown="hidden" className="editor-toolbar__windows" />
      {downloadsLeft !== null && (
        <span className={downloadsLeft > 0 ? 'editor-toolbar__downloads' : 'editor-toolbar__downloads editor-toolbar__downloads--none'} data-testid="downloads-left">
          {downloadsLeft > 0 ? t('editor.download.left', { count: downloadsLeft }) : t('editor.download.leftNone')}
        </span>
      )}
      <button type="button" className="button button--primary button--small" disabled={!isReady || isDownloading} aria-busy={isDownloading} onClick={() => onDownload(format)}>
        {isDownloading ? t('editor.download.busy') : t('editor.download.button')}
      </button>
      <button type="button" className="button button--secondary button--small" disabled={!isReady || isDownloading} aria-haspopup="dialog" onClick={onOpenPrint}>
        {t('boothExport.open')}
      </button>
      {publishAction}
      <button type="button" className="button button--secondary button--small" disabled={!isReady || isSharing} aria-busy={isSharing} onClick={onShare}>
        {t('editor.share.button')}
      </button>
    </div>
  );
}
