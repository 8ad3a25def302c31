import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogTemplate } from '../../../shared/catalog/catalog-template.js';
import type { EditorStart } from '../../catalog/templates/editor-route.js';
import { shownPreviewOf } from '../../catalog/templates/shown-preview.js';
import { ModalDialog } from '../../ui/modal-dialog.js';
import { CopyInfoButton } from './copy-info-button.js';
import './template-action-panel.css';

interface TemplateActionPanelProps {
  template: CatalogTemplate;
  themeLabel: string;
  formatLabel: string;
  /** Logged-in operators may open the editor; visitors only copy the info. */
  canCustomize: boolean;
  /** Opens the editor on the template's starter layout, or empty ('Layout vuoto'). */
  onCustomize: (start: EditorStart) => void;
  onClose: () => void;
}

/** 'Cosa vuoi fare?': what to do with the selected template. */
export function TemplateActionPanel({ template, themeLabel, formatLabel, canCustomize, onCustomize, onClose }: TemplateActionPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const copyText = t('templateActions.copyText', { theme: themeLabel, format: formatLabel, template: template.name });
  return (
    <ModalDialog labelledBy={titleId} onClose={onClose} isDismissible className="template-actions">
      <h2 id={titleId} className="modal-dialog__title">
        {t('templateActions.title')}
      </h2>
      <div className="template-actions__summary">
        {/* The same picture as the card behind: the designed starter, not the bare template. */}
        <img className="template-actions__thumb" src={shownPreviewOf(template)} alt="" />
        <div>
          <p className="template-actions__name">{template.name}</p>
          <p className="template-actions__meta">
            {themeLabel} · {formatLabel}
          </p>
        </div>
      </div>
      <div className="template-actions__buttons">
        {canCustomize && (
          <button type="button" className="button button--primary" onClick={() => onCustomize('starter')}>
            {t('templateActions.customize')}
          </button>
        )}
        {canCustomize && (
          <button type="button" className="button button--secondary" onClick={() => onCustomize('empty')}>
            {t('templateActions.customizeEmpty')}
          </button>
        )}
        <CopyInfoButton text={copyText} />
        <button type="button" className="button button--secondary template-actions__close" onClick={onClose}>
          {t('templateActions.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
