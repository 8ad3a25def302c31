import { useTranslation } from 'react-i18next';
import type { PlaceholderElement } from '../../../../shared/layout/placeholder-element.js';
import { slotRatios, type SlotRatio, type SlotRatioId } from '../../../../shared/layout/slot-ratios.js';
import { assertNever } from '../../../../shared/util/assert-never.js';
import { findSlotRatio } from '../../model/apply-slot-ratio.js';

interface SlotRatioFieldProps {
  element: PlaceholderElement;
  onChange: (ratio: SlotRatioId) => void;
}

/** The camera ratios of a photo frame, each a button with a small box of its shape; the frame's own one is pressed. */
export function SlotRatioField({ element, onChange }: SlotRatioFieldProps) {
  const { t } = useTranslation();
  const active = findSlotRatio(element);
  const describe = (entry: SlotRatio): string => {
    switch (entry.orientation) {
      case 'landscape':
        return t('editor.slot.landscape', { ratio: entry.id });
      case 'portrait':
        return t('editor.slot.portrait', { ratio: entry.id });
      case 'square':
        return t('editor.slot.square', { ratio: entry.id });
      default:
        return assertNever(entry);
    }
  };
  return (
    <div className="property-field">
      <span className="property-field__label">{t('editor.slot.ratio')}</span>
      <div className="property-buttons" role="group" aria-label={t('editor.slot.ratio')}>
        {slotRatios.map((entry) => (
          <button
            key={entry.id}
            type="button"
            className="property-buttons__button slot-ratio__button"
            aria-pressed={entry.id === active}
            aria-label={describe(entry)}
            title={describe(entry)}
            onClick={() => onChange(entry.id)}
          >
            <span className="slot-ratio__frame" aria-hidden="true">
              <span className="slot-ratio__shape" style={{ aspectRatio: String(entry.ratio), [entry.ratio >= 1 ? 'width' : 'height']: '100%' }} />
            </span>
            {entry.id}
          </button>
        ))}
      </div>
      <p className="property-field__note">{t('editor.slot.ratioHint')}</p>
    </div>
  );
}
