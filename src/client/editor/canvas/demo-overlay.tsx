import { useTranslation } from 'react-i18next';

/** Spec §9: nine labels over the layout. */
const labelCount = 9;

/**
 * The in-editor 'Demo' overlay a free user sees over the layout. It is HTML above
 * the stage, so it can never reach an export, and it lets every click through to the canvas.
 */
export function DemoOverlay() {
  const { t } = useTranslation();
  return (
    <div className="editor-canvas__demo" data-testid="demo-overlay" aria-hidden="true">
      {Array.from({ length: labelCount }, (_, index) => (
        <span key={index} className="editor-canvas__demo-label">
          {t('editor.canvas.demo')}
        </span>
      ))}
    </div>
  );
}
