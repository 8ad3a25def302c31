import { useId, type ReactNode } from 'react';

interface ContactFieldProps {
  label: string;
  /** Already translated; shown under the field and read with it. */
  error: string | undefined;
  /** Renders the control with the ids and ARIA attributes it must carry. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}

/** One labelled field of the contact form, with its inline error tied to the control. */
export function ContactField({ label, error, children }: ContactFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="contact-form__field">
      <label htmlFor={id} className="contact-form__label">
        {label}
      </label>
      {children({ id, 'aria-invalid': error !== undefined, 'aria-describedby': error === undefined ? undefined : errorId })}
      {error !== undefined && (
        <p id={errorId} className="contact-form__field-error">
          {error}
        </p>
      )}
    </div>
  );
}
