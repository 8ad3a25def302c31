import { useTranslation } from 'react-i18next';
import { formatKeys, type FormatKey } from '../../../shared/catalog/formats.js';
import { activeThemeKeys, type ActiveThemeKey } from '../../../shared/catalog/themes.js';
import './catalogue-filters.css';

interface CatalogueFiltersProps {
  theme: ActiveThemeKey | '';
  format: FormatKey | '';
  onThemeChange: (theme: ActiveThemeKey | '') => void;
  onFormatChange: (format: FormatKey | '') => void;
}

/** Spec part 2 "Public catalogue": a theme select (active themes) and a format select, disabled until a theme is chosen. */
export function CatalogueFilters({ theme, format, onThemeChange, onFormatChange }: CatalogueFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="catalogue-filters" role="group" aria-label={t('publicCatalogue.filtersLabel')}>
      <label className="catalogue-filters__field">
        <span>{t('publicCatalogue.theme')}</span>
        <select data-testid="catalogue-theme" value={theme} onChange={(event) => onThemeChange(toThemeKey(event.target.value))}>
          <option value="">{t('publicCatalogue.chooseTheme')}</option>
          {activeThemeKeys.map((key) => (
            <option key={key} value={key}>
              {t(`catalog.themes.${key}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="catalogue-filters__field">
        <span>{t('publicCatalogue.format')}</span>
        <select data-testid="catalogue-format" value={format} disabled={theme === ''} onChange={(event) => onFormatChange(toFormatKey(event.target.value))}>
          <option value="">{t('publicCatalogue.chooseFormat')}</option>
          {formatKeys.map((key) => (
            <option key={key} value={key}>
              {t(`catalog.formats.${key}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function toThemeKey(value: string): ActiveThemeKey | '' {
  return activeThemeKeys.find((key) => key === value) ?? '';
}

function toFormatKey(value: string): FormatKey | '' {
  return formatKeys.find((key) => key === value) ?? '';
}
