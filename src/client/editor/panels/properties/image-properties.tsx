import { useTranslation } from 'react-i18next';
import type { ImageElement } from '../../../../shared/layout/image-element.js';
import { layoutRanges } from '../../../../shared/layout/layout-ranges.js';
import { NumberField } from '../controls/number-field';
import { ArrangeFields } from './arrange-fields';
import { CommonFields } from './common-fields';
import type { PropertyActions } from './property-actions';
import { ShadowFields } from './shadow-fields';

/** Spec §2, image: width (at least 10, the height follows the original ratio), rotation, opacity, shadow, centring, layering, remove. */
export function ImageProperties({ element, actions }: { element: ImageElement; actions: PropertyActions }) {
  const { t } = useTranslation();
  return (
    <>
      <NumberField
        label={t('editor.properties.width')}
        value={element.width}
        min={layoutRanges.elementWidth.min}
        unit="px"
        onPreview={(width) => actions.previewPatch({ width })}
        onCommit={(width) => actions.finishPatch({ width })}
        onCancel={actions.cancel}
      />
      <p className="property-field__note">{t('editor.properties.heightFollows', { height: Math.round(element.height) })}</p>
      <CommonFields element={element} actions={actions} />
      <ShadowFields element={element} actions={actions} />
      <ArrangeFields actions={actions} />
    </>
  );
}
