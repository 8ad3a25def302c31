import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseHex } from '../../colours/normalise-hex.js';
import './colour-field.css';

interface ColourFieldProps {
  label: string;
  value: string;
  onChange: (hex: string) => void;
  /** The 'Colori dal Template' offer; the group is left out while it is empty. */
  swatches?: readonly string[];
}

const noSwatches: readonly string[] = [];

// The native input accepts only '#rrggbb' and shows black for anything else, so say black rather than leave React and the DOM disagreeing.
const fallbackHex = '#000000';

/**
 * A labelled native colour picker with, when the template's colours are known, a row of
 * swatches that apply one of them in a click (spec: 'Colori dal Template').
 */
export function ColourField({ label, value, onChange, swatches = noSwatches }: ColourFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const groupTitleId = useId();
  const current = normaliseHex(value);
  return (
    <div className="property-field colour-field">
      <div className="colour-field__head">
        <label htmlFor={inputId} className="property-field__label colour-field__label">
          {label}
        </label>
        <input
          id={inputId}
          className="colour-field__input"
          type="color"
          value={current ?? fallbackHex}
          onChange={(event) => onChange(event.target.value.toLowerCase())}
        />
      </div>
      {swatches.length > 0 && (
        <div className="colour-field__swatches" role="group" aria-labelledby={groupTitleId}>
          <span id={groupTitleId} className="colour-field__swatches-title">
            {t('editor.colours.fromTemplate')}
          </span>
          <div className="colour-field__swatch-row">
            {swatches.map((swatch) => (
              <button
                key={swatch}
                type="button"
                className="colour-field__swatch"
                style={{ backgroundColor: swatch }}
                title={swatch}
                aria-label={swatch}
                aria-pressed={current !== null && normaliseHex(swatch) === current}
                onClick={() => onChange(swatch)}
              />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
