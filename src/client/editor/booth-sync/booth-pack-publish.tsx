import { useTranslation } from 'react-i18next';
import { findPlaceholders } from '../../../shared/booth/slot-frames.js';
import { useEditor } from '../editor-context.js';
import { useEditorTools } from '../tools/editor-tools.js';
import { BoothPackDialog } from './booth-pack-dialog.js';

/** The toolbar's 'Pubblica per la cabina' (an account layout only). */
export function BoothPackButton() {
  const { t } = useTranslation();
  const { isReady } = useEditor();
  const boothSync = useEditorTools().boothSync;
  if (boothSync === null) return null;
  return (
    <button type="button" className="button button--secondary button--small" disabled={!isReady} aria-haspopup="dialog" onClick={() => boothSync.setIsOpen(true)}>
      {t('boothSync.open')}
    </button>
  );
}

/** 'Pubblica per la cabina''s dialog, while open. */
export function BoothPackPublishDialog() {
  const { document } = useEditor();
  const boothSync = useEditorTools().boothSync;
  if (boothSync === null || !boothSync.isOpen || document === null) return null;
  const { layoutId, canPublish, isPass, preparePack, packOptions, setIsOpen } = boothSync;
  return (
    <BoothPackDialog
      layoutId={layoutId}
      canPublish={canPublish}
      isPass={isPass}
      slotCount={findPlaceholders(document).length}
      preparePack={preparePack}
      packOptions={packOptions}
      onClose={() => setIsOpen(false)}
    />
  );
}
