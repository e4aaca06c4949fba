import { useId } from 'react';

/** A labelled text field with its error line under it, which is also the field's description. */
export function TextField({
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  required,
  rows,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message shown, or empty: the field is marked invalid while there is one. */
  error: string;
  type?: 'email' | 'tel' | 'text';
  autoComplete?: string;
  required?: boolean;
  /** A multi-line field of this many rows. */
  rows?: number;
}) {
  const id = useId();
  const common = {
    id,
    className: 'field',
    value,
    required,
    'aria-invalid': !!error,
    'aria-describedby': `${id}-error`,
  };
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} />
      )}
      <p id={`${id}-error`} className="error">
        {error}
      </p>
    </>
  );
}
