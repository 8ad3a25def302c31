export interface ButtonOption<T extends string> {
  value: T;
  label: string;
}

interface OptionButtonsProps<T extends string> {
  label: string;
  options: readonly ButtonOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** A row of mutually exclusive buttons (text alignment), each with aria-pressed. */
export function OptionButtons<T extends string>({ label, options, value, onChange }: OptionButtonsProps<T>) {
  return (
    <div className="property-field">
      <span className="property-field__label">{label}</span>
      <div className="property-buttons" role="group" aria-label={label}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="property-buttons__button"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
