import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../ui/modal-dialog.js';

/**
 * Explains where the public catalogue link lives (spec part 2 §2: "A modal on the guide page
 * explains where this link is"). The card and button names are the dashboard's own labels.
 */
export function CatalogueLinkDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog labelledBy={titleId} describedBy={textId} onClose={onClose} isDismissible className="catalogue-link-dialog">
      <h2 id={titleId} className="modal-dialog__title">
        {t('content.guida.linkDialog.title')}
      </h2>
      <div id={textId}>
        <p className="modal-dialog__text">{t('content.guida.linkDialog.where', { catalogueCard: t('dashboard.catalogue.title') })}</p>
        <p className="modal-dialog__text">
          {t('content.guida.linkDialog.copy', { copyButton: t('dashboard.catalogue.copy'), openButton: t('dashboard.catalogue.open') })}
        </p>
      </div>
      {/* A sketch of the dashboard card, for recognition only: screen readers already have the text above. */}
      <div className="catalogue-link-dialog__sketch" aria-hidden="true">
        <span className="catalogue-link-dialog__sketch-title">{t('dashboard.catalogue.title')}</span>
        <span className="catalogue-link-dialog__sketch-field">…/catalogo/…</span>
        <span className="catalogue-link-dialog__sketch-button">{t('dashboard.catalogue.copy')}</span>
      </div>
      <div className="modal-dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('content.guida.linkDialog.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
