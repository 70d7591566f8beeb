import { useId, type InputHTMLAttributes } from 'react';

/** A labelled input as a row of a grouped form. */
export function Field({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </div>
  );
}

/** A labelled iOS switch as a row of a grouped form. */
export function SwitchField({
  label,
  checked,
  onChange,
  name,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  name?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} style={{ flex: 1, width: 'auto' }}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="switch"
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
    </div>
  );
}
