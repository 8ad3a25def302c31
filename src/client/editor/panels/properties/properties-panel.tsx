import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutElement } from '../../../../shared/layout/layout-element.js';
import { assertNever } from '../../../../shared/util/assert-never.js';
import { measureTextWithKonva } from '../../canvas/measure-text';
import { isLocked } from '../../model/is-locked.js';
import { useEditor, useEditorCommands } from '../../editor-context';
import { AlignFields } from './align-fields';
import { GroupFields } from './group-fields';
import { countSelectionUnits } from '../../model/selection-units.js';
import { ArrangeFields } from './arrange-fields';
import { ClipartProperties } from './clipart-properties';
import { ImageProperties } from './image-properties';
import { LineProperties } from './line-properties';
import { QrCodeProperties } from './qrcode-properties';
import { PrintUnitProvider } from '../units/print-unit-context';
import { UnitChoice } from '../units/unit-choice';
import { PositionFields } from './position-fields';
import { createPropertyActions } from './property-actions';
import { TextProperties } from './text-properties';
import { layerKindKey } from '../layers/layer-kind.js';
import './properties-panel.css';

/** The selected element's controls (spec §2), the shared ones for several, or a hint when nothing is selected. */
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
          <h2 className="property-panel__title">{t(layerKindKey(only))}</h2>
          <UnitChoice />
          <PositionFields element={only} actions={actions} isLocked={isLocked(only)} />
          {renderControls(only)}
          {!isLocked(only) && <AlignFields ids={ids} />}
        </form>
      )}
    </aside>
  );

  function renderControls(element: LayoutElement) {
    switch (element.type) {
      case 'text':
        return <TextProperties element={element} actions={actions} swatches={swatches} fontCatalog={fontCatalog} fontAllowance={fontAllowance} />;
      case 'image':
        return <ImageProperties element={element} actions={actions} templateDpi={document?.template.dpi ?? 300} />;
      case 'clipart':
      case 'placeholder':
        return <ClipartProperties element={element} actions={actions} swatches={swatches} />;
      case 'line':
        return <LineProperties element={element} actions={actions} swatches={swatches} canvasWidth={document?.template.width ?? 0} />;
      case 'qrcode':
        return <QrCodeProperties element={element} actions={actions} swatches={swatches} />;
      default:
        return assertNever(element);
    }
  }
}
