import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutElement } from '../../../../shared/layout/layout-element.js';
import { measureTextWithKonva } from '../../canvas/measure-text.js';
import { isLocked } from '../../model/is-locked.js';
import { useEditor, useEditorCommands } from '../../editor-context.js';
import { AlignFields } from './align-fields.js';
import { GroupFields } from './group-fields.js';
import { countSelectionUnits } from '../../model/selection-units.js';
import { ArrangeFields } from './arrange-fields.js';
import { PrintUnitProvider } from '../units/print-unit-context.js';
import { UnitChoice } from '../units/unit-choice.js';
import { PositionFields } from './position-fields.js';
import { createPropertyActions } from './property-actions.js';
import type { ElementPropertiesProps } from '../../kinds/client-element-kind.js';
import { clientKindOf } from '../../kinds/client-element-kinds.js';
import './properties-panel.css';

/** The selected element's controls, the shared ones for several, or a hint when nothing is selected. */
export function PropertiesPanel() {
  const { document } = useEditor();
  // Lengths read in the operator's unit at the template's dpi.
  return (
    <PrintUnitProvider dpi={document?.template.dpi ?? 300}>
      <PanelContent />
    </PrintUnitProvider>
  );
}

function PanelContent() {
  const { t } = useTranslation();
  const { document, selection, swatches, fontCatalog, limits } = useEditor();
  const fontAllowance = limits.availableFonts;
  const commands = useEditorCommands();
  const selected = useMemo(() => (document?.elements ?? []).filter((element) => selection.includes(element.id)), [document, selection]);
  const ids = useMemo(() => selected.map((element) => element.id), [selected]);
  const actions = useMemo(() => createPropertyActions(commands, ids, measureTextWithKonva), [commands, ids]);
  const [only] = selected;
  return (
    <aside className="property-panel" aria-label={t('editor.properties.label')}>
      {only === undefined ? (
        <div className="property-panel__empty">
          <h2 className="property-panel__title">{t('editor.properties.emptyTitle')}</h2>
          <p>{t('editor.properties.emptyText')}</p>
        </div>
      ) : selected.length > 1 ? (
        <div className="property-panel__form">
          <h2 className="property-panel__title">{t('editor.properties.several', { count: selected.length })}</h2>
          <p className="property-field__note">{t('editor.properties.severalHint')}</p>
          {document !== null && <GroupFields document={document} selection={ids} />}
          <AlignFields ids={ids} unitCount={document === null ? ids.length : countSelectionUnits(document, ids)} />
          <ArrangeFields actions={actions} isLocked={selected.every(isLocked)} />
        </div>
      ) : (
        // The key resets half-typed fields when another element is selected.
        <form key={only.id} className="property-panel__form" onSubmit={(event) => event.preventDefault()}>
          <h2 className="property-panel__title">{t(clientKindOf(only.type).titleKey)}</h2>
          <UnitChoice />
          <PositionFields element={only} actions={actions} isLocked={isLocked(only)} />
          <KindProperties element={only} actions={actions} swatches={swatches} fontCatalog={fontCatalog} fontAllowance={fontAllowance} template={document?.template ?? null} />
          {!isLocked(only) && <AlignFields ids={ids} />}
        </form>
      )}
    </aside>
  );
}

/** The selected element's own controls, as its kind declares them (kinds/<kind>/). */
function KindProperties(props: ElementPropertiesProps<LayoutElement>) {
  const { Properties } = clientKindOf(props.element.type);
  return <Properties {...props} />;
}
