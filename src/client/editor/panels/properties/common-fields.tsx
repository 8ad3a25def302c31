import { useTranslation } from 'react-i18next';
import type { ElementBase } from '../../../../shared/layout/element-base.js';
import { layoutRanges } from '../../../../shared/layout/layout-ranges.js';
import { RangeField } from '../controls/range-field.js';
import type { PropertyActions } from './property-actions.js';

interface CommonFieldsProps {
  element: ElementBase;
  actions: PropertyActions;
  isLocked?: boolean;
}

export const formatPercent = (value: number): string => `${Math.round(value * 100)}%`;
export const formatDegrees = (value: number): string => `${Math.round(value)}°`;

/** Rotation (-180 to 180, step 1) and opacity (0 to 1, step 0.05, shown as a percentage). */
export function CommonFields({ element, actions, isLocked = false }: CommonFieldsProps) {
  const { t } = useTranslation();
  const { rotation, opacity } = layoutRanges;
  return (
    <>
      <RangeField
        label={t('editor.properties.rotation')}
        value={element.rotation}
        min={rotation.min}
        max={rotation.max}
        step={1}
        formatValue={formatDegrees}
        isDisabled={isLocked}
        onPreview={actions.previewRotation}
        onFinish={actions.finish}
      />
      <RangeField
        label={t('editor.properties.opacity')}
        value={element.opacity}
        min={opacity.min}
        max={opacity.max}
        step={0.05}
        formatValue={formatPercent}
        onPreview={(value) => actions.previewPatch({ opacity: value })}
        onFinish={actions.finish}
      />
    </>
  );
}
