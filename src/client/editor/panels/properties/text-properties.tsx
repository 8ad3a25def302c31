import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FontCatalog } from '../../../fonts/font-catalog.js';
import { layoutRanges } from '../../../../shared/layout/layout-ranges.js';
import type { TextAlign, TextElement } from '../../../../shared/layout/text-element.js';
import type { Allowance } from '../../../../shared/plans/plan-types.js';
import { loadFontFaces } from '../../../fonts/load-font-faces.js';
import { ColourField } from '../controls/colour-field.js';
import { FontFamilyField } from '../controls/font-family-field.js';
import { LengthField } from '../controls/length-field.js';
import { OptionButtons } from '../controls/option-buttons.js';
import { RangeField } from '../controls/range-field.js';
import { ToggleField } from '../controls/toggle-field.js';
import { ArrangeFields } from './arrange-fields.js';
import { CommonFields } from './common-fields.js';
import type { PropertyActions } from './property-actions.js';
import { ShadowFields } from './shadow-fields.js';
import { TextBoxFields } from './text-box-fields.js';
import { TextStyleFields } from './text-style-fields.js';

interface TextPropertiesProps {
  element: TextElement;
  actions: PropertyActions;
  swatches: readonly string[];
  fontCatalog: FontCatalog | null;
  fontAllowance: Allowance;
}

/**
 * Spec §2, text: content, colour, size 8 to 200 px (shown in points), font, bold, italic, box
 * width and auto-fit, alignment, rotation, line height, letter spacing, capitals, outline,
 * opacity, shadow, layering, centring, remove.
 */
export function TextProperties({ element, actions, swatches, fontCatalog, fontAllowance }: TextPropertiesProps) {
  const { t } = useTranslation();
  const contentId = useId();
  const { fontSize, lineHeight } = layoutRanges;
  const alignOptions = [
    { value: 'left', label: t('editor.properties.alignLeft') },
    { value: 'center', label: t('editor.properties.alignCenter') },
    { value: 'right', label: t('editor.properties.alignRight') },
  ] as const satisfies readonly { value: TextAlign; label: string }[];
  // The face is loaded before the change, so the canvas never measures or draws the fallback.
  const onFontFamily = (fontFamily: string) => void loadFontFaces([fontFamily]).then(() => actions.commitPatch({ fontFamily }));
  return (
    <>
      <div className="property-field">
        <label htmlFor={contentId} className="property-field__label">
          {t('editor.properties.content')}
        </label>
        <textarea
          id={contentId}
          className="property-field__textarea"
          rows={3}
          value={element.content}
          onChange={(event) => actions.previewPatch({ content: event.target.value })}
          onBlur={actions.finish}
        />
      </div>
      <ToggleField
        label={t('editor.properties.clientEditable')}
        isChecked={element.clientEditable === true}
        onChange={(isOn) => actions.commitPatch({ clientEditable: isOn ? true : undefined })}
      />
      {element.clientEditable === true && <p className="property-field__note">{t('editor.properties.clientEditableNote')}</p>}
      <div onBlur={actions.finish}>
        <ColourField label={t('editor.properties.color')} value={element.color} swatches={swatches} onChange={(color) => actions.previewPatch({ color })} />
      </div>
      <LengthField
        label={t('editor.properties.fontSize')}
        value={element.fontSize}
        min={fontSize.min}
        max={fontSize.max}
        measure="fontSize"
        onPreview={(value) => actions.previewPatch({ fontSize: value })}
        onCommit={(value) => actions.finishPatch({ fontSize: value })}
        onCancel={actions.cancel}
      />
      <FontFamilyField value={element.fontFamily} catalog={fontCatalog} allowance={fontAllowance} onChange={onFontFamily} />
      <div className="property-field">
        <span className="property-field__label">{t('editor.properties.style')}</span>
        <div className="property-buttons" role="group" aria-label={t('editor.properties.style')}>
          <button
            type="button"
            className="property-buttons__button property-buttons__button--bold"
            aria-pressed={element.fontWeight === 'bold'}
            onClick={() => actions.commitPatch({ fontWeight: element.fontWeight === 'bold' ? 'normal' : 'bold' })}
          >
            {t('editor.properties.bold')}
          </button>
          <button
            type="button"
            className="property-buttons__button property-buttons__button--italic"
            aria-pressed={element.fontStyle === 'italic'}
            onClick={() => actions.commitPatch({ fontStyle: element.fontStyle === 'italic' ? 'normal' : 'italic' })}
          >
            {t('editor.properties.italic')}
          </button>
        </div>
      </div>
      <TextBoxFields element={element} actions={actions} />
      <OptionButtons label={t('editor.properties.align')} options={alignOptions} value={element.textAlign} onChange={(textAlign) => actions.commitPatch({ textAlign })} />
      <CommonFields element={element} actions={actions} />
      <RangeField
        label={t('editor.properties.lineHeight')}
        value={element.lineHeight}
        min={lineHeight.min}
        max={lineHeight.max}
        step={0.1}
        formatValue={(value) => value.toFixed(1)}
        onPreview={(value) => actions.previewPatch({ lineHeight: value })}
        onFinish={actions.finish}
      />
      <TextStyleFields element={element} actions={actions} swatches={swatches} />
      <ShadowFields element={element} actions={actions} />
      <ArrangeFields actions={actions} />
    </>
  );
}
