import { useTranslation } from 'react-i18next';
import type { EllipseElement } from '../../../../shared/layout/ellipse-element.js';
import { layoutRanges } from '../../../../shared/layout/layout-ranges.js';
import { ColourField } from '../../panels/controls/colour-field.js';
import { LengthField } from '../../panels/controls/length-field.js';
import { LengthRangeField } from '../../panels/controls/length-range-field.js';
import { ArrangeFields } from '../../panels/properties/arrange-fields.js';
import { CommonFields } from '../../panels/properties/common-fields.js';
import { ShadowFields } from '../../panels/properties/shadow-fields.js';
import type { ElementPropertiesProps } from '../client-element-kind.js';

/**
 * An ellipse: fill colour, width and height (each free: the handles stretch either side), its
 * outline's colour and thickness (0 for none), then rotation, opacity, shadow and layering.
 * Locked, it shows its controls but keeps its place and size.
 */
export function EllipseProperties({ element, actions, swatches }: ElementPropertiesProps<EllipseElement>) {
  const { t } = useTranslation();
  const { elementWidth, strokeWidth } = layoutRanges;
  const isLocked = element.locked === true;
  return (
    <>
      <div onBlur={actions.finish}>
        <ColourField label={t('editor.ellipse.fillColor')} value={element.fillColor} swatches={swatches} onChange={(fillColor) => actions.previewPatch({ fillColor })} />
      </div>
      <LengthField
        label={t('editor.properties.width')}
        value={element.width}
        min={elementWidth.min}
        isDisabled={isLocked}
        onPreview={(width) => actions.previewPatch({ width })}
        onCommit={(width) => actions.finishPatch({ width })}
        onCancel={actions.cancel}
      />
      <LengthField
        label={t('editor.ellipse.height')}
        value={element.height}
        min={1}
        isDisabled={isLocked}
        onPreview={(height) => actions.previewPatch({ height })}
        onCommit={(height) => actions.finishPatch({ height })}
        onCancel={actions.cancel}
      />
      <fieldset className="property-group">
        <legend className="property-group__title">{t('editor.properties.outline')}</legend>
        <div onBlur={actions.finish}>
          <ColourField label={t('editor.properties.outlineColor')} value={element.strokeColor} swatches={swatches} onChange={(strokeColor) => actions.previewPatch({ strokeColor })} />
        </div>
        <LengthRangeField
          label={t('editor.properties.outlineWidth')}
          value={element.strokeWidth}
          min={strokeWidth.min}
          max={strokeWidth.max}
          step={0.5}
          onPreview={(width) => actions.previewPatch({ strokeWidth: width })}
          onFinish={actions.finish}
        />
      </fieldset>
      <CommonFields element={element} actions={actions} isLocked={isLocked} />
      <ShadowFields element={element} actions={actions} />
      <ArrangeFields actions={actions} isLocked={isLocked} />
    </>
  );
}
