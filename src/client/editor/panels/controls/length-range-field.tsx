import { usePrintUnits } from '../units/print-unit-context.js';
import { RangeField } from './range-field.js';

interface LengthRangeFieldProps {
  label: string;
  /** Template px, as are the bounds and the step. */
  value: number;
  min: number;
  max: number;
  step: number;
  isDisabled?: boolean;
  onPreview: (px: number) => void;
  onFinish: () => void;
}

/** A slider over template px whose label reads in the operator's unit: 'Sfocatura 0,4 mm'. */
export function LengthRangeField({ label, value, min, max, step, isDisabled, onPreview, onFinish }: LengthRangeFieldProps) {
  const { format } = usePrintUnits();
  return (
    <RangeField
      label={label}
      value={value}
      min={min}
      max={max}
      step={step}
      formatValue={format.length.format}
      {...(isDisabled === undefined ? {} : { isDisabled })}
      onPreview={onPreview}
      onFinish={onFinish}
    />
  );
}
