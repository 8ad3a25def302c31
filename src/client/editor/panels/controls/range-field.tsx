import { useId } from 'react';
import { roundToStep } from './round-to-step.js';

interface RangeFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** How the value reads next to the label (e.g. '45%', '12°'); by default rounded to the step. */
  formatValue?: (value: number) => string;
  isDisabled?: boolean;
  onPreview: (value: number) => void;
  onFinish: () => void;
}

/**
 * A labelled slider with its value beside the label. Moving it previews; letting go (pointer up,
 * key up, focus leaving) finishes, so one movement is one undo step.
 */
export function RangeField({ label, value, min, max, step, formatValue, isDisabled = false, onPreview, onFinish }: RangeFieldProps) {
  const id = useId();
  return (
    <div className="property-field">
      <div className="property-field__head">
        <label htmlFor={id} className="property-field__label">
          {label}
        </label>
        <output htmlFor={id} className="property-field__value">
          {formatValue === undefined ? roundToStep(value, step) : formatValue(value)}
        </output>
      </div>
      <input
        id={id}
        className="property-field__range"
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={isDisabled}
        onChange={(event) => onPreview(Number(event.target.value))}
        onPointerUp={onFinish}
        onKeyUp={onFinish}
        onBlur={onFinish}
      />
    </div>
  );
}
