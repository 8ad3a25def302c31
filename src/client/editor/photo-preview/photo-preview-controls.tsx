import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../editor-context.js';
import { useEditorTools } from '../tools/editor-tools.js';
import './photo-preview-controls.css';

/**
 * The toolbar's 'Anteprima con foto' switch and, while it is on, the file picker for test photos
 * (the keyboard's way to what a drop on a frame does) and 'Stampa di prova'.
 */
export function PhotoPreviewControls() {
  // Picked photos go to the selected frames; nothing works till the canvas draws.
  const { selection, isReady } = useEditor();
  const { preview, testPrint } = useEditorTools().photoPreview;
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const printHintId = useId();
  return (
    <div className="photo-preview-controls" role="group" aria-label={t('photoPreview.group')}>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-pressed={preview.isOn}
        disabled={!isReady}
        title={t('photoPreview.toggleHint')}
        onClick={() => preview.setIsOn(!preview.isOn)}
      >
        {t('photoPreview.toggle')}
      </button>
      {preview.isOn && (
        <div className="photo-preview-controls__tray">
          <button type="button" className="button button--secondary button--small" title={t('photoPreview.pickHint')} aria-describedby={hintId} onClick={() => input.current?.click()}>
            {t('photoPreview.pick')}
          </button>
          <input
            ref={input}
            type="file"
            accept="image/*"
            multiple
            hidden
            data-testid="photo-preview-file"
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              void preview.putPickedPhotos(selection, files);
            }}
          />
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={!preview.isReady || testPrint.isBusy}
            aria-busy={testPrint.isBusy}
            aria-describedby={printHintId}
            onClick={() => void testPrint.run()}
          >
            {t('photoPreview.print')}
          </button>
          <span id={hintId} className="photo-preview-controls__hint">
            {t('photoPreview.hint')}
          </span>
          <span id={printHintId} className="visually-hidden">
            {t('photoPreview.printHint')}
          </span>
        </div>
      )}
      <span className="visually-hidden" role="status">
        {testPrint.status}
      </span>
      {preview.problem !== null && (
        <p className="photo-preview-controls__problem" role="alert">
          {t(`photoPreview.problems.${preview.problem}`)}
        </p>
      )}
    </div>
  );
}
