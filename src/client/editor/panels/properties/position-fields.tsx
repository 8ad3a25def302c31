import { useTranslation } from 'react-i18next';
import type { ElementBase } from '../../../../shared/layout/element-base.js';
import { LengthField } from '../controls/length-field.js';
import type { PropertyActions } from './property-actions.js';

interface PositionFieldsProps {
  element: ElementBase;
  actions: PropertyActions;
  isLocked: boolean;
}

/** Where the element's top-left corner sits on the page, in the operator's unit. */
export function PositionFields({ element, actions, isLocked }: PositionFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="property-row">
      <LengthField
        label={t('editor.properties.positionX')}
        value={element.x}
        isDisabled={isLocked}
        onPreview={(x) => actions.previewPatch({ x })}
        onCommit={(x) => actions.finishPatch({ x })}
        onCancel={actions.cancel}
      />
      <LengthField
        label={t('editor.properties.positionY')}
        value={element.y}
        isDisabled={isLocked}
        onPreview={(y) => actions.previewPatch({ y })}
        onCommit={(y) => actions.finishPatch({ y })}
        onCancel={actions.cancel}
      />
    </div>
  );
}
