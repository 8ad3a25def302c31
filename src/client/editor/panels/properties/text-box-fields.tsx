import { useTranslation } from 'react-i18next';
import { layoutRanges } from '../../../../shared/layout/layout-ranges.js';
import type { TextElement } from '../../../../shared/layout/text-element.js';
import { measureTextWithKonva } from '../../canvas/measure-text.js';
import { LengthField } from '../controls/length-field.js';
import { ToggleField } from '../controls/toggle-field.js';
import type { PropertyActions } from './property-actions.js';

interface TextBoxFieldsProps {
  element: TextElement;
  actions: PropertyActions;
}

/**
 * The text's box: a width the lines wrap in (empty: no wrap), and 'Riduci per
 * adattare', which keeps each typed line on one line and shrinks the drawn size until the text
 * fits the width and, when given, a maximum height. The chosen size stays in 'Dimensione'.
 */
export function TextBoxFields({ element, actions }: TextBoxFieldsProps) {
  const { t } = useTranslation();
  const isFitting = element.autoFit === true;
  const onAutoFit = (isOn: boolean) => {
    if (!isOn) return actions.commitPatch({ autoFit: undefined });
    // Shrinking needs a box: a text without one gets the width it has now.
    const width = element.width ?? Math.max(layoutRanges.textWidth.min, Math.ceil(measureTextWithKonva(element).width));
    actions.commitPatch({ autoFit: true, width });
  };
  return (
    <fieldset className="property-group">
      <legend className="property-group__title">{t('editor.properties.textBox')}</legend>
      <LengthField
        label={t('editor.properties.boxWidth')}
        value={element.width}
        min={layoutRanges.textWidth.min}
        placeholder={t('editor.properties.boxWidthAuto')}
        onPreview={(width) => actions.previewPatch({ width })}
        // Emptied: no box, so no wrap and nothing to shrink into.
        onCommit={(width) => actions.finishPatch(Number.isNaN(width) ? { width: undefined, autoFit: undefined } : { width })}
        onCancel={actions.cancel}
      />
      <ToggleField label={t('editor.properties.autoFit')} isChecked={isFitting} onChange={onAutoFit} />
      {isFitting && (
        <>
          <p className="property-field__note">{t('editor.properties.autoFitNote')}</p>
          <LengthField
            label={t('editor.properties.fitHeight')}
            value={element.fitHeight}
            min={layoutRanges.textFitHeight.min}
            placeholder={t('editor.properties.fitHeightNone')}
            onPreview={(fitHeight) => actions.previewPatch({ fitHeight })}
            onCommit={(fitHeight) => actions.finishPatch({ fitHeight: Number.isNaN(fitHeight) ? undefined : fitHeight })}
            onCancel={actions.cancel}
          />
        </>
      )}
    </fieldset>
  );
}
