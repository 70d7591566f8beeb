import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

// Form rows of the sheets: a label, the control, and the server's or the schema's
// message under it (linked with aria-describedby so a screen reader reads it with the field).

export function ErrorLine({ id, error }: { id?: string; error?: string }) {
  return error ? (
    <p className="field-error" id={id} data-testid="field-error">
      {error}
    </p>
  ) : null;
}

type InputProps = { label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>;

export function InputRow({ label, error, ...input }: InputProps) {
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-e` : undefined}
          {...input}
        />
      </div>
      <ErrorLine id={`${id}-e`} error={error} />
    </>
  );
}

type SelectProps = {
  label: string;
  error?: string;
  children: ReactNode;
} & SelectHTMLAttributes<HTMLSelectElement>;

export function SelectRow({ label, error, children, ...select }: SelectProps) {
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-e` : undefined}
          {...select}
        >
          {children}
        </select>
      </div>
      <ErrorLine id={`${id}-e`} error={error} />
    </>
  );
}

export function TextAreaRow({
  label,
  value,
  onChange,
  error,
  rows = 2,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  rows?: number;
}) {
  const id = useId();
  return (
    <>
      <div className="field field-top">
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
          rows={rows}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-e` : undefined}
        />
      </div>
      <ErrorLine id={`${id}-e`} error={error} />
    </>
  );
}

/** A free-text field offering the known values (locations): staff may name a new one. */
export function SuggestRow({
  label,
  value,
  onChange,
  options,
  error,
  placeholder,
  name,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: string[];
  error?: string;
  placeholder?: string;
  name?: string;
}) {
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          list={`${id}-list`}
          placeholder={placeholder}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-e` : undefined}
        />
        {/* inside the row, so the rows around it keep their separators */}
        <datalist id={`${id}-list`}>
          {options.map((o) => (
            <option key={o} value={o} />
          ))}
        </datalist>
      </div>
      <ErrorLine id={`${id}-e`} error={error} />
    </>
  );
}
