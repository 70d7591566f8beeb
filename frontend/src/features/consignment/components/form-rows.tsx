import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

// Form rows of the consignment sheets: a label, the control, and the schema's or the server's
// message under it (linked with aria-describedby so a screen reader reads it with the field).

export function ErrorLine({ id, error }: { id?: string; error?: string }) {
  return error ? <p className="field-error" id={id} data-testid="field-error">{error}</p> : null;
}

type InputProps = { label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>;

export function InputRow({ label, error, ...input }: InputProps) {
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-e` : undefined} {...input} />
      </div>
      <ErrorLine id={`${id}-e`} error={error} />
    </>
  );
}

type SelectProps = { label: string; error?: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>;

export function SelectRow({ label, error, children, ...select }: SelectProps) {
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-e` : undefined} {...select}>
          {children}
        </select>
      </div>
      <ErrorLine id={`${id}-e`} error={error} />
    </>
  );
}

export function TextAreaRow({ label, value, onChange, error }: { label: string; value: string; onChange: (v: string) => void; error?: string }) {
  const id = useId();
  return (
    <>
      <div className="field field-top">
        <label htmlFor={id}>{label}</label>
        <textarea id={id} rows={2} value={value} onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-e` : undefined} />
      </div>
      <ErrorLine id={`${id}-e`} error={error} />
    </>
  );
}
