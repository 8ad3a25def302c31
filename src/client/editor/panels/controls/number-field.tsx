import { useId, useState } from 'react';

interface NumberFieldProps {
  label: string;
  /** null shows an empty field (an optional value not set, with the placeholder). */
  value: number | null;
  placeholder?: string;
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
  /** Decimals shown when the field is not being typed in (lengths read best as whole pixels). */
  decimals?: number;
  isDisabled?: boolean;
  /** A value being typed that is already in range: shown live, not yet an undo step. */
  onPreview: (value: number) => void;
  /** Enter or leaving the field: what was typed, NaN when it is not a number (the model clamps it or falls back). */
  onCommit: (value: number) => void;
  /** Escape: the live preview is abandoned and the field shows the value from before. */
  onCancel: () => void;
}

/**
 * A number input that lets the user type freely (15 on the way to 150 is not clamped up to a
 * minimum mid-word): values already in range preview live, and Enter or blur commits the text,
 * which the model then clamps to the spec's range or replaces with its fallback.
 */
export function NumberField({ label, value, placeholder, min, max, step = 1, unit, decimals = 0, isDisabled = false, onPreview, onCommit, onCancel }: NumberFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const rounding = 10 ** decimals;
  const shown = draft ?? (value === null ? '' : String(Math.round(value * rounding) / rounding));
  const isInRange = (number: number) => Number.isFinite(number) && (min === undefined || number >= min) && (max === undefined || number <= max);
  const commit = () => {
    if (draft === null) return;
    onCommit(draft.trim() === '' ? Number.NaN : Number(draft));
    setDraft(null);
  };
  return (
    <div className="property-field property-field--inline">
      <label htmlFor={id} className="property-field__label">
        {label}
      </label>
      <span className="property-field__number">
        <input
          id={id}
          className="property-field__input"
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={step}
          value={shown}
          placeholder={placeholder}
          disabled={isDisabled}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            const number = Number(text);
            if (text.trim() !== '' && isInRange(number)) onPreview(number);
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
            if (event.key === 'Escape' && draft !== null) {
              // Without this the editor's own Escape handling would also see the key.
              event.stopPropagation();
              setDraft(null);
              onCancel();
            }
          }}
        />
        {unit !== undefined && <span className="property-field__unit">{unit}</span>}
      </span>
    </div>
  );
}
