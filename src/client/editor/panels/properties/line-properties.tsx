import { useTranslation } from 'react-i18next';
import { layoutRanges } from '../../../../shared/layout/layout-ranges.js';
import type { LineElement } from '../../../../shared/layout/line-element.js';
import { ColourField } from '../controls/colour-field.js';
import { LengthRangeField } from '../controls/length-range-field.js';
import { ArrangeFields } from './arrange-fields.js';
import { CommonFields } from './common-fields.js';
import type { PropertyActions } from './property-actions.js';
import { ShadowFields } from './shadow-fields.js';

interface LinePropertiesProps {
  element: LineElement;
  actions: PropertyActions;
  swatches: readonly string[];
  /** Template width: the separator's longest length. */
  canvasWidth: number;
}

/** Spec §2, separator: colour with the template swatches, width 10 to the canvas width, thickness 1 to 50, rotation, shadow, centring, layering, remove. */
export function LineProperties({ element, actions, swatches, canvasWidth }: LinePropertiesProps) {
  const { t } = useTranslation();
  const { elementWidth, lineThickness } = layoutRanges;
  return (
    <>
      <div onBlur={actions.finish}>
        <ColourField label={t('editor.properties.color')} value={element.color} swatches={swatches} onChange={(color) => actions.previewPatch({ color })} />
      </div>
      <LengthRangeField
        label={t('editor.properties.width')}
        value={element.width}
        min={elementWidth.min}
        max={Math.max(elementWidth.min, Math.floor(canvasWidth))}
        step={1}
        onPreview={(width) => actions.previewPatch({ width })}
        onFinish={actions.finish}
      />
      <LengthRangeField
        label={t('editor.properties.thickness')}
        value={element.height}
        min={lineThickness.min}
        max={lineThickness.max}
        step={1}
        onPreview={(height) => actions.previewPatch({ height })}
        onFinish={actions.finish}
      />
      <CommonFields element={element} actions={actions} />
      <ShadowFields element={element} actions={actions} />
      <ArrangeFields actions={actions} />
    </>
  );
}
