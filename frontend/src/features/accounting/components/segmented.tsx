/** An iOS segmented control: buttons in a group, the chosen one pressed. Wraps on a phone rather than widen the page. */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
  testId,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
  testId: string;
}) {
  return (
    <div className={`segmented ${className ?? ''}`} role="group" aria-label={label} data-testid={testId}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          data-value={o.value}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
