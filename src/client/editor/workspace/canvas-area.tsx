import { useTranslation } from 'react-i18next';
import { EditorCanvas } from '../canvas/editor-canvas.js';
import { ZoomControls } from '../canvas/zoom-controls.js';
import { useEditor } from '../editor-context.js';
import { describeSelection } from './selection-data.js';

/** The canvas area: the stage once everything it draws is ready (a loading note till then), and the zoom controls. */
export function CanvasArea() {
  const { t } = useTranslation();
  const { area, document, selection, viewScale, mode, isReady, isLoadingFonts, templateImage, canvasView, viewport } = useEditor();
  return (
    <div ref={area} className="editor-workspace__area" data-testid="editor-canvas" {...describeSelection(document, selection, viewScale)}>
      {!isReady || document === null || templateImage === null || canvasView === null || viewport === null ? (
        <p className="editor-workspace__loading" role="status">
          {mode.kind === 'create' && document !== null ? t('layouts.creating') : isLoadingFonts ? t('editor.canvas.loadingFonts') : t('editor.canvas.loading')}
        </p>
      ) : (
        <EditorCanvas document={document} view={canvasView.view} viewport={viewport} templateImage={templateImage} />
      )}
      {isReady && canvasView !== null && <ZoomControls canvasView={canvasView} />}
    </div>
  );
}
