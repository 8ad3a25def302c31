import { useId, type Ref } from 'react';

interface RequestFieldProps {
  name: string;
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Already translated; shown under the field and read with it. */
  error?: string | undefined;
  /** Ids of texts that also describe the field (a hint shared by two fields). */
  describedBy?: string;
  type?: 'text' | 'email' | 'tel';
  isMultiline?: boolean;
  autoComplete?: string;
  placeholder?: string;
  /** The modal puts the focus on its first field through this. */
  inputRef?: Ref<HTMLInputElement>;
}

/** One labelled field of the request modal, with its inline error. */
export function RequestField({
  name,
  label,
  value,
  maxLength,
  onChange,
  isRequired = false,
  isDisabled = false,
  error,
  describedBy,
  type = 'text',
  isMultiline = false,
  autoComplete = 'off',
  placeholder,
  inputRef,
}: RequestFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const describedByIds = [describedBy, error === undefined ? undefined : errorId].filter((x) => x !== undefined).join(' ');
  const shared = {
    id,
    name,
    value,
    maxLength,
    placeholder,
    required: isRequired,
    disabled: isDisabled,
    'aria-invalid': error !== undefined,
    'aria-describedby': describedByIds === '' ? undefined : describedByIds,
    autoComplete,
  };
  return (
    <div className="request-form__field">
      <label htmlFor={id} className={isRequired ? 'request-form__label is-required' : 'request-form__label'}>
        {label}
      </label>
      {isMultiline ? (
        <textarea {...shared} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input ref={inputRef} {...shared} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
      {error !== undefined && (
        <p id={errorId} className="request-form__error">
          {error}
        </p>
      )}
    </div>
  );
}
