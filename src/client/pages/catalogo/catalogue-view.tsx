import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogLayout, OperatorDataResponse } from '../../../shared/api/public-catalog.js';
import { findFormat, type FormatKey } from '../../../shared/catalog/formats.js';
import type { ActiveThemeKey } from '../../../shared/catalog/themes.js';
import { UiIcon } from '../../app/ui-icon.js';
import { loadTemplateCatalog } from '../../catalog/templates/load-template-catalog.js';
import { CatalogueFilters } from './catalogue-filters.js';
import type { CatalogueDesign } from './catalogue-design.js';
import { CatalogueHeader } from './catalogue-header.js';
import { CatalogueTemplates } from './catalogue-templates.js';
import { RequestModal } from './request-modal/request-modal.js';
import './catalogue-view.css';

/** An operator who shows no layouts (or a server that lists none): one array, so the grid's memo holds. */
const noLayouts: readonly CatalogLayout[] = [];

/** A loaded catalogue: the operator's header, the filters, the grid and the request modal. */
export function CatalogueView({ operator }: { operator: OperatorDataResponse }) {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<ActiveThemeKey | ''>('');
  const [formatKey, setFormatKey] = useState<FormatKey | ''>('');
  const [chosen, setChosen] = useState<CatalogueDesign | null>(null);
  const format = formatKey === '' ? undefined : findFormat(formatKey);

  // The built-in list is fetched while the client picks: the grid then shows at once.
  useEffect(() => {
    loadTemplateCatalog().catch(() => undefined);
  }, []);

  const onThemeChange = (next: ActiveThemeKey | '') => {
    setTheme(next);
    // Back to no theme: the format select is disabled again, and empty.
    if (next === '') setFormatKey('');
  };

  return (
    <>
      <CatalogueHeader businessName={operator.businessName} logoUrl={operator.logoUrl} />
      <CatalogueFilters theme={theme} format={formatKey} onThemeChange={onThemeChange} onFormatChange={setFormatKey} />
      {theme === '' || format === undefined ? (
        <p className="catalogue-instruction" data-testid="catalogue-instruction">
          <UiIcon name="information" size={20} className="catalogue-instruction__icon" />
          {t('publicCatalogue.instruction')}
        </p>
      ) : (
        <CatalogueTemplates theme={theme} format={format} customTemplates={operator.custom_templates} layouts={operator.catalog_layouts ?? noLayouts} onChoose={setChosen} />
      )}
      {/* Mounted afresh for every template chosen: the form always starts empty. */}
      {chosen !== null && <RequestModal operatorId={operator.userId} businessName={operator.businessName} design={chosen} onClose={() => setChosen(null)} />}
    </>
  );
}
