import { useTranslation } from 'react-i18next';
import type { PropertyActions } from './property-actions.js';

interface ArrangeFieldsProps {
  actions: PropertyActions;
  /** Locked clip-art keeps its place and cannot be removed. */
  isLocked?: boolean;
}

/** Centring, layering (no undo step) and removal, for any selection. */
export function ArrangeFields({ actions, isLocked = false }: ArrangeFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="property-group">
      <legend className="property-group__title">{t('editor.properties.arrange')}</legend>
      <div className="property-actions">
        <button type="button" className="property-actions__button" disabled={isLocked} onClick={() => actions.centre('horizontal')}>
          {t('editor.properties.centreHorizontally')}
        </button>
        <button type="button" className="property-actions__button" disabled={isLocked} onClick={() => actions.centre('vertical')}>
          {t('editor.properties.centreVertically')}
        </button>
        <button type="button" className="property-actions__button" onClick={actions.bringToFront}>
          {t('editor.properties.bringToFront')}
        </button>
        <button type="button" className="property-actions__button" onClick={actions.sendToBack}>
          {t('editor.properties.sendToBack')}
        </button>
      </div>
      <button type="button" className="property-actions__button property-actions__button--danger" disabled={isLocked} onClick={actions.remove}>
        {t('editor.properties.remove')}
      </button>
    </fieldset>
  );
}
