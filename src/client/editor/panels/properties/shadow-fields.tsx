import { useTranslation } from 'react-i18next';
import type { ElementBase } from '../../../../shared/layout/element-base.js';
import { layoutRanges } from '../../../../shared/layout/layout-ranges.js';
import { ColourField } from '../controls/colour-field.js';
import { LengthField } from '../controls/length-field.js';
import { LengthRangeField } from '../controls/length-range-field.js';
import { ToggleField } from '../controls/toggle-field.js';
import type { PropertyActions } from './property-actions.js';

interface ShadowFieldsProps {
  element: ElementBase;
  actions: PropertyActions;
}

/** Shadow on/off, then its colour, blur (0 to 50) and offsets. */
export function ShadowFields({ element, actions }: ShadowFieldsProps) {
  const { t } = useTranslation();
  const { shadowBlur } = layoutRanges;
  return (
    <fieldset className="property-group">
      <legend className="property-group__title">{t('editor.properties.shadow')}</legend>
      <ToggleField label={t('editor.properties.shadowEnabled')} isChecked={element.shadowEnabled} onChange={(shadowEnabled) => actions.commitPatch({ shadowEnabled })} />
      {element.shadowEnabled && (
        <>
          <div onBlur={actions.finish}>
            <ColourField label={t('editor.properties.shadowColor')} value={element.shadowColor} onChange={(shadowColor) => actions.previewPatch({ shadowColor })} />
          </div>
          <LengthRangeField
            label={t('editor.properties.shadowBlur')}
            value={element.shadowBlur}
            min={shadowBlur.min}
            max={shadowBlur.max}
            step={1}
            onPreview={(value) => actions.previewPatch({ shadowBlur: value })}
            onFinish={actions.finish}
          />
          <div className="property-row">
            <LengthField
              label={t('editor.properties.shadowOffsetX')}
              value={element.shadowOffsetX}
              onPreview={(value) => actions.previewPatch({ shadowOffsetX: value })}
              onCommit={(value) => actions.finishPatch({ shadowOffsetX: value })}
              onCancel={actions.cancel}
            />
            <LengthField
              label={t('editor.properties.shadowOffsetY')}
              value={element.shadowOffsetY}
              onPreview={(value) => actions.previewPatch({ shadowOffsetY: value })}
              onCommit={(value) => actions.finishPatch({ shadowOffsetY: value })}
              onCancel={actions.cancel}
            />
          </div>
        </>
      )}
    </fieldset>
  );
}
