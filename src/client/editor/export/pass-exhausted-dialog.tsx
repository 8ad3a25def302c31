import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayNameFromPath } from '../../../shared/catalog/template-entry.js';
import { templateIdFromPath } from '../../../shared/catalog/template-id.js';
import { passRules } from '../../../shared/plans/plan-rules.js';
import { ModalDialog } from '../../ui/modal-dialog.js';
import { useTemplatePurchase } from '../../purchase/use-template-purchase.js';

interface PassExhaustedDialogProps {
  /** 'Impossibile scaricare: {reason}', the server's reason. */
  message: string;
  templatePath: string;
  onClose: () => void;
}

/**
 * A download the pass no longer covers (downloads used up, pass expired) is not a dead end: the
 * reason, then the two ways on, buying the pass for this template again (the same checkout as
 * the selection card's 'Ri-Acquista Pass') or the plans page for the annual plan.
 */
export function PassExhaustedDialog({ message, templatePath, onClose }: PassExhaustedDialogProps) {
  const { t } = useTranslation();
  const messageId = useId();
  const textId = useId();
  const { onStartPurchase, purchasingId, purchaseDialogs } = useTemplatePurchase();
  const template = { id: templateIdFromPath(templatePath), original: templatePath, name: displayNameFromPath(templatePath) };
  return (
    <>
      <ModalDialog role="alertdialog" labelledBy={messageId} describedBy={textId} onClose={onClose} className="modal-dialog--alert">
        <p id={messageId} className="modal-dialog__text">
          {message}
        </p>
        <p id={textId} className="modal-dialog__text">
          {t('editor.download.exhaustedText', { price: passRules.priceEuro, downloads: passRules.downloads, days: passRules.validDays })}
        </p>
        <div className="modal-dialog__actions">
          <button type="button" className="button button--primary" disabled={purchasingId !== null} aria-busy={purchasingId !== null} onClick={() => onStartPurchase(template)}>
            {purchasingId !== null ? t('chooseTemplate.purchasing') : t('chooseTemplate.rebuy')}
          </button>
          <Link className="button button--secondary" to="/abbonamenti">
            {t('editor.download.seePlans')}
          </Link>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('editor.download.close')}
          </button>
        </div>
      </ModalDialog>
      {purchaseDialogs}
    </>
  );
}
