import { useTranslation } from 'react-i18next';
import type { FormatKey } from '../../../shared/catalog/formats.js';
import { themes, type ActiveThemeKey } from '../../../shared/catalog/themes.js';
import { UiIcon } from '../../app/ui-icon.js';
import './selection-summary.css';

/** 'Tema' and (on the template page) 'Formato' with the values chosen so far. */
export function SelectionSummary({ theme, format }: { theme: ActiveThemeKey; format?: FormatKey }) {
  const { t } = useTranslation();
  const icon = themes.find((candidate) => candidate.key === theme)?.icon;
  return (
    <dl className="selection-summary">
      <div className="selection-summary__item">
        <dt>{t('selection.theme')}</dt>
        <dd>
          {icon !== undefined && <UiIcon name={icon} size={18} className="selection-summary__icon" />}
          {t(`catalog.themes.${theme}`)}
        </dd>
      </div>
      {format !== undefined && (
        <div className="selection-summary__item">
          <dt>{t('selection.format')}</dt>
          <dd>{t(`catalog.formats.${format}`)}</dd>
        </div>
      )}
    </dl>
  );
}
