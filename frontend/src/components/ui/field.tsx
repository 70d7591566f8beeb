import { useId, type ComponentProps } from 'react';

/** A labelled input as a row of a grouped form. */
export function Field({ label, ...input }: { label: string } & ComponentProps<'input'>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </div>
  );
}

/** A labelled iOS switch as a row of a grouped form (a checkbox: register(name) spreads onto it). */
export function SwitchField({ label, ...input }: { label: string } & ComponentProps<'input'>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} style={{ flex: 1, width: 'auto' }}>
        {label}
      </label>
      <input id={id} className="switch" type="checkbox" role="switch" {...input} />
    </div>
  );
}
