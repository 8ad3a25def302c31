import { useTranslation } from 'react-i18next';
import type { ClipartElement } from '../../../../shared/layout/clipart-element.js';
import { layoutRanges } from '../../../../shared/layout/layout-ranges.js';
import type { PlaceholderElement } from '../../../../shared/layout/placeholder-element.js';
import { ColourField } from '../controls/colour-field.js';
import { LengthField } from '../controls/length-field.js';
import { ToggleField } from '../controls/toggle-field.js';
import { ArrangeFields } from './arrange-fields.js';
import { CommonFields } from './common-fields.js';
import type { PropertyActions } from './property-actions.js';
import { ShadowFields } from './shadow-fields.js';
import { SlotRatioField } from './slot-ratio-field.js';
import { isLocked as isElementLocked } from '../../model/is-locked.js';

interface ClipartPropertiesProps {
  element: ClipartElement | PlaceholderElement;
  actions: PropertyActions;
  swatches: readonly string[];
}

/**
 * Spec §2, clip-art and photo frame: centring, layering, opacity, width (at least 10 px), shadow,
 * remove; a frame also has its camera ratios and its border (on/off, colour, thickness 1 to 50,
 * 1 when not a number).
 * Locked clip-art shows its controls but keeps its place, size and existence.
 */
export function ClipartProperties({ element, actions, swatches }: ClipartPropertiesProps) {
  const { t } = useTranslation();
  const locked = isElementLocked(element);
  const { elementWidth, borderWidth } = layoutRanges;
  return (
    <>
      {locked && <p className="property-panel__locked">{t('editor.properties.lockedNote')}</p>}
      <LengthField
        label={t('editor.properties.width')}
        value={element.width}
        min={elementWidth.min}
        isDisabled={locked}
        onPreview={(width) => actions.previewPatch({ width })}
        onCommit={(width) => actions.finishPatch({ width })}
        onCancel={actions.cancel}
      />
      {element.type === 'placeholder' && <SlotRatioField element={element} onChange={actions.applySlotRatio} />}
      <CommonFields element={element} actions={actions} isLocked={locked} />
      {element.type === 'placeholder' && (
        <fieldset className="property-group">
          <legend className="property-group__title">{t('editor.properties.border')}</legend>
          <ToggleField label={t('editor.properties.borderEnabled')} isChecked={element.borderEnabled} onChange={(borderEnabled) => actions.commitPatch({ borderEnabled })} />
          {element.borderEnabled && (
            <>
              <div onBlur={actions.finish}>
                <ColourField label={t('editor.properties.borderColor')} value={element.borderColor} swatches={swatches} onChange={(borderColor) => actions.previewPatch({ borderColor })} />
              </div>
              <LengthField
                label={t('editor.properties.borderWidth')}
                value={element.borderWidth}
                min={borderWidth.min}
                max={borderWidth.max}
                onPreview={(value) => actions.previewPatch({ borderWidth: value })}
                onCommit={(value) => actions.finishPatch({ borderWidth: value })}
                onCancel={actions.cancel}
              />
            </>
          )}
        </fieldset>
      )}
      <ShadowFields element={element} actions={actions} />
      <ArrangeFields actions={actions} isLocked={locked} />
    </>
  );
}
