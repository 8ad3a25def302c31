import { useTranslation } from 'react-i18next';
import { parseHexColour, relativeLuminance } from '../../../../shared/layout/contrast.js';
import { layoutRanges } from '../../../../shared/layout/layout-ranges.js';
import type { TextElement } from '../../../../shared/layout/text-element.js';
import { hasOutline } from '../../../../shared/layout/kinds/text/text-drawing.js';
import { ColourField } from '../controls/colour-field.js';
import { LengthRangeField } from '../controls/length-range-field.js';
import { ToggleField } from '../controls/toggle-field.js';
import type { PropertyActions } from './property-actions.js';

interface TextStyleFieldsProps {
  element: TextElement;
  actions: PropertyActions;
  swatches: readonly string[];
}

/** Letter spacing, capitals (drawn only: the typed text is kept) and the outline. */
export function TextStyleFields({ element, actions, swatches }: TextStyleFieldsProps) {
  const { t } = useTranslation();
  const { letterSpacing, strokeWidth: outlineWidth } = layoutRanges;
  const isOutlined = hasOutline(element);
  const onOutline = (isOn: boolean) =>
    actions.commitPatch(isOn ? { strokeWidth: 4, strokeColor: element.strokeColor ?? contrastingOutline(element.color) } : { strokeWidth: undefined });
  return (
    <>
      <LengthRangeField
        label={t('editor.properties.letterSpacing')}
        value={element.letterSpacing ?? 0}
        min={letterSpacing.min}
        max={letterSpacing.max}
        step={1}
        onPreview={(value) => actions.previewPatch({ letterSpacing: value === 0 ? undefined : value })}
        onFinish={actions.finish}
      />
      <ToggleField label={t('editor.properties.uppercase')} isChecked={element.uppercase === true} onChange={(isOn) => actions.commitPatch({ uppercase: isOn ? true : undefined })} />
      <fieldset className="property-group">
        <legend className="property-group__title">{t('editor.properties.outline')}</legend>
        <ToggleField label={t('editor.properties.outlineEnabled')} isChecked={isOutlined} onChange={onOutline} />
        {isOutlined && (
          <>
            <div onBlur={actions.finish}>
              <ColourField
                label={t('editor.properties.outlineColor')}
                value={element.strokeColor ?? '#000000'}
                swatches={swatches}
                onChange={(strokeColor) => actions.previewPatch({ strokeColor })}
              />
            </div>
            <LengthRangeField
              label={t('editor.properties.outlineWidth')}
              value={element.strokeWidth ?? 0}
              min={0.5}
              max={outlineWidth.max}
              step={0.5}
              onPreview={(strokeWidth) => actions.previewPatch({ strokeWidth })}
              onFinish={actions.finish}
            />
          </>
        )}
      </fieldset>
    </>
  );
}

/** A light text gets a dark outline and a dark one a white outline, so the outline shows at once. */
function contrastingOutline(textColour: string): string {
  return relativeLuminance(parseHexColour(textColour)) > 0.4 ? '#000000' : '#ffffff';
}
