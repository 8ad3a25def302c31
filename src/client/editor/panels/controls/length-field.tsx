import { usePrintUnits } from '../units/print-unit-context.js';
import { NumberField } from './number-field.js';

interface LengthFieldProps {
  label: string;
  /** Template px; undefined shows an empty field (an optional length not set). */
  value: number | undefined;
  /** Template px. */
  min?: number;
  max?: number;
  /** A font size reads in points; any other length in the operator's unit. */
  measure?: 'length' | 'fontSize';
  placeholder?: string;
  isDisabled?: boolean;
  /** Template px. */
  onPreview: (px: number) => void;
  /** Template px; NaN when the field was left empty or is not a number. */
  onCommit: (px: number) => void;
  onCancel: () => void;
}

/**
 * A number field for a length stored in template px and shown in the operator's unit:
 * what is typed is read in that unit and handed on in px.
 */
export function LengthField({ label, value, min, max, measure = 'length', placeholder, isDisabled, onPreview, onCommit, onCancel }: LengthFieldProps) {
  const { format } = usePrintUnits();
  const unit = measure === 'fontSize' ? format.fontSize : format.length;
  // The bounds are rounded inward, so a shown bound never converts back past the real one.
  const shownMin = min === undefined ? undefined : Math.ceil(unit.toShown(min) * 10 ** unit.decimals - 1e-9) / 10 ** unit.decimals;
  const shownMax = max === undefined ? undefined : Math.floor(unit.toShown(max) * 10 ** unit.decimals + 1e-9) / 10 ** unit.decimals;
  return (
    <NumberField
      label={label}
      value={value === undefined ? null : unit.toShown(value)}
      {...(placeholder === undefined ? {} : { placeholder })}
      {...(shownMin === undefined ? {} : { min: shownMin })}
      {...(shownMax === undefined ? {} : { max: shownMax })}
      step={10 ** -unit.decimals}
      decimals={unit.decimals}
      unit={unit.symbol}
      {...(isDisabled === undefined ? {} : { isDisabled })}
      onPreview={(shown) => onPreview(unit.fromShown(shown, value))}
      onCommit={(shown) => onCommit(Number.isFinite(shown) ? unit.fromShown(shown, value) : Number.NaN)}
      onCancel={onCancel}
    />
  );
}
