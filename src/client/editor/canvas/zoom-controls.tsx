import { useTranslation } from 'react-i18next';
import { formatZoom } from '../model/view-transform.js';
import type { CanvasView } from './use-canvas-view.js';
import './zoom-controls.css';

/** Zoom out, the level, zoom in, fit and 100 %, over the canvas's bottom-right corner. */
export function ZoomControls({ canvasView }: { canvasView: CanvasView }) {
  const { t } = useTranslation();
  const { view, isFit } = canvasView;
  return (
    <div className="zoom-controls" role="toolbar" aria-label={t('editor.zoom.toolbar')}>
      <button type="button" className="zoom-controls__button" aria-label={t('editor.zoom.zoomOut')} title={t('editor.zoom.zoomOut')} onClick={canvasView.zoomOut}>
        −
      </button>
      <output className="zoom-controls__level" aria-label={t('editor.zoom.level')} data-testid="zoom-level">
        {formatZoom(view.scale)}
      </output>
      <button type="button" className="zoom-controls__button" aria-label={t('editor.zoom.zoomIn')} title={t('editor.zoom.zoomIn')} onClick={canvasView.zoomIn}>
        +
      </button>
      <button type="button" className="zoom-controls__button zoom-controls__button--text" aria-label={t('editor.zoom.fitLabel')} aria-pressed={isFit} onClick={canvasView.fit}>
        {t('editor.zoom.fit')}
      </button>
      <button type="button" className="zoom-controls__button zoom-controls__button--text" aria-label={t('editor.zoom.actualLabel')} onClick={() => canvasView.zoomTo(1)}>
        {t('editor.zoom.actual')}
      </button>
    </div>
  );
}
