import { useId, type ComponentProps, type ReactNode } from 'react';

// Form rows of the sheets: a label, the control, and the server's or the schema's
// message under it (linked with aria-describedby so a screen reader reads it with the field).
// Each takes its control's own props, so react-hook-form's register(name) spreads onto it.

export function ErrorLine({ id, error }: { id?: string; error?: string }) {
  return error ? (
    <p className="field-error" id={id} data-testid="field-error">
      {error}
    </p>
  ) : null;
}

type InputProps = { label: string; error?: string } & ComponentProps<'input'>;

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
} & ComponentProps<'select'>;

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
  error,
  rows = 2,
  ...textarea
}: { label: string; error?: string } & ComponentProps<'textarea'>) {
  const id = useId();
  return (
    <>
      <div className="field field-top">
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-e` : undefined}
          {...textarea}
        />
      </div>
      <ErrorLine id={`${id}-e`} error={error} />
    </>
  );
}

/** A free-text field offering the known values (locations): staff may name a new one. */
export function SuggestRow({
  label,
  options,
  error,
  ...input
}: { label: string; options: string[]; error?: string } & ComponentProps<'input'>) {
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          list={`${id}-list`}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-e` : undefined}
          {...input}
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
