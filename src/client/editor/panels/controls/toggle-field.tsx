interface ToggleFieldProps {
  label: string;
  isChecked: boolean;
  isDisabled?: boolean;
  onChange: (isChecked: boolean) => void;
}

/** A labelled checkbox; each toggle is one undo step. */
export function ToggleField({ label, isChecked, isDisabled = false, onChange }: ToggleFieldProps) {
  return (
    <label className="property-field property-field--toggle">
      <input type="checkbox" checked={isChecked} disabled={isDisabled} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
