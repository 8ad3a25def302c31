import { useTranslation } from 'react-i18next';
import type { ImageElement } from '../../../../shared/layout/image-element.js';
import { layoutRanges } from '../../../../shared/layout/layout-ranges.js';
import { assessPrintResolution } from '../../model/print-resolution.js';
import { LengthField } from '../controls/length-field.js';
import { usePrintUnits } from '../units/print-unit-context.js';
import { ArrangeFields } from './arrange-fields.js';
import { CommonFields } from './common-fields.js';
import type { PropertyActions } from './property-actions.js';
import { ShadowFields } from './shadow-fields.js';

/**
 * Spec §2, image: width (at least 10, the height follows the original ratio), rotation, opacity,
 * shadow, centring, layering, remove; and a warning, not a block, when the image is enlarged
 * past what its pixels print sharp at the template's dpi.
 */
export function ImageProperties({ element, actions, templateDpi }: { element: ImageElement; actions: PropertyActions; templateDpi: number }) {
  const { t } = useTranslation();
  const { format } = usePrintUnits();
  const resolution = assessPrintResolution(element, templateDpi);
  return (
    <>
      <LengthField
        label={t('editor.properties.width')}
        value={element.width}
        min={layoutRanges.elementWidth.min}
        onPreview={(width) => actions.previewPatch({ width })}
        onCommit={(width) => actions.finishPatch({ width })}
        onCancel={actions.cancel}
      />
      <p className="property-field__note">{t('editor.properties.heightFollows', { height: format.length.format(element.height) })}</p>
      <div role="status" className="property-panel__status">
        {resolution.isLow && (
          <div className="property-panel__warning">
            <p>{t('editor.lowRes.warning', { dpi: Math.floor(resolution.dpi) })}</p>
            <p>{t('editor.lowRes.advice', { target: Math.round(templateDpi), width: Math.floor(resolution.maxSharpWidth) })}</p>
          </div>
        )}
      </div>
      <CommonFields element={element} actions={actions} />
      <ShadowFields element={element} actions={actions} />
      <ArrangeFields actions={actions} />
    </>
  );
}
